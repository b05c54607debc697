/**
 * Numbers as the API reads them: written in decimal only, and lists of ids of a size one
 * statement can always bind.
 */

/** Most ids one request may list (a deletion of documents...): far below what one statement can bind. */
export const MAX_ID_LIST = 1000;

/** A number written in decimal: `12`, `-3`, `1.5`. Not `0x10`, `1e3`, ` 7` or `0b1`, which JavaScript also reads as numbers. */
export const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Whether a text would be read as a number by a lenient parser (JavaScript's `Number`, or
 * yup's, which also drops inner spaces) without being a decimal number: such a text is
 * refused, never taken for another number (`0x10` is not 16).
 */
export const isNonDecimalNumberText = (text: string) =>
  !DECIMAL_NUMBER.test(text) && text.trim() !== '' && Number.isFinite(Number(text.replace(/\s/g, '')));
