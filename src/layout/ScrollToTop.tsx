import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SCROLL_TOP_THRESHOLD_PX } from '../../dataProvider/constants';

/** Appears after 300 px of scrolling (spec 1 §2.3). */
export function ScrollToTop() {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={translate('app.menu.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // Screens with a fixed bottom bar (officer form on phones) set --bottom-bar-height.
        sx={{ position: 'fixed', bottom: 'calc(24px + var(--bottom-bar-height, 0px))', right: 24, zIndex: 1200 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
