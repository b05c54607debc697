/** The officer record's form schemas by the names its import's rule workers know them by. */
import { familyMemberSchema, professionalItemSchema } from '../../../resources/officers/familyValidation';
import { officerSchema } from '../../../resources/officers/validation';

export const OFFICER_RULE_SCHEMAS = { officer: officerSchema, familyMember: familyMemberSchema, professionalItem: professionalItemSchema };
