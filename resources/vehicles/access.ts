/** Transport permission rules (spec 3 §6): module 3, sub-module 2; see resources/guns/access.ts. */
import { administrativeAccess } from '../guns/access';

export const TRANSPORT_ACCESS = administrativeAccess(2);
