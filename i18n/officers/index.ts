/** Texts of the officer record screens (RRHH §2.1–2.5, §8), one file per screen: app.officers.*. */
import { detailMessages } from './detail';
import { formMessages } from './form';
import { queryMessages } from './query';
import { quickSearchMessages } from './quickSearch';
import { recordsMessages } from './records';
import { sharedMessages } from './shared';

export const officerMessages = {
  shared: sharedMessages,
  form: formMessages,
  query: queryMessages,
  detail: detailMessages,
  quickSearch: quickSearchMessages,
  records: recordsMessages,
};
