// @vitest-environment jsdom
/**
 * A news item as readers see it (the form's preview mode and the public page): only a
 * published item says 'Publicada el …'; a draft, a scheduled or an archived item says
 * what it is (issue 28: a draft previewed as 'Publicada el …').
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsArticle } from '../../resources/news/NewsArticle';
import { i18nProvider } from '../../src/providers';

const news = { title: 'Operativo de seguridad vial', content: 'Texto de la noticia.', publishDate: '2026-12-01' };

function renderArticle(status?: number) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <NewsArticle news={{ ...news, status }} />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('news date line by status', () => {
  it.each([
    [3, 'Publicada el 01/12/2026'],
    [undefined, 'Publicada el 01/12/2026'],
    [1, 'Borrador · publicación prevista el 01/12/2026'],
    [2, 'Programada para el 01/12/2026'],
    [4, 'Archivada · publicada el 01/12/2026'],
  ])('status %s reads %s', (status, line) => {
    renderArticle(status);
    expect(screen.getByText(line)).toBeInTheDocument();
    if (status !== 3 && status !== undefined) expect(screen.queryByText(/^Publicada el/)).not.toBeInTheDocument();
  });
});
