/** A worker thread of the officer record's import: checks rows with the form's schemas (engine/import/ruleWorkers.ts). */
import { serveRules } from '../../engine/import/ruleWorkers';
import { OFFICER_RULE_SCHEMAS } from './ruleSchemas';

serveRules(OFFICER_RULE_SCHEMAS);
