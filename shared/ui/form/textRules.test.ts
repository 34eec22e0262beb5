// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyTyping, cleanText, displayCaret, displayText, limitEdit } from './textRules.ts';
import { formatBankCard } from '../../format/bankCard.ts';
import { formatPhone } from '../../format/phone.ts';

describe('cleanText', () => {
  it('keeps digits only when asked or when grouped, and leaves plain text alone', () => {
    expect(cleanText('+63 917-12a', { digitsOnly: true })).toBe('6391712');
    expect(cleanText('0917 123', { grouping: formatPhone })).toBe('0917123');
    expect(cleanText('6222 0212', { grouping: formatBankCard })).toBe('62220212');
    expect(cleanText(' Maria 5 ', {})).toBe(' Maria 5 ');
  });
});

describe('displayText', () => {
  it('groups a phone 3-4-4 and a bank card in fours, as far as the digits go', () => {
    expect(displayText('09171234567', formatPhone)).toBe('091 7123 4567');
    expect(displayText('0917', formatPhone)).toBe('091 7');
    expect(displayText('6222021234567890123', formatBankCard)).toBe('6222 0212 3456 7890 123');
    expect(displayText('6222', formatBankCard)).toBe('6222');
    expect(displayText('a b', undefined)).toBe('a b');
  });
});

describe('limitEdit', () => {
  it('takes an edit within the limit as it is, caret after the insertion', () => {
    expect(limitEdit('abc', 'abXc', 5)).toEqual({ value: 'abXc', caret: 3 });
    expect(limitEdit('abc', 'ac', 5)).toEqual({ value: 'ac', caret: 1 });
  });

  it('cuts a paste of 250 characters into an empty box to 200', () => {
    const edit = limitEdit('', 'x'.repeat(250), 200);
    expect(edit.value).toHaveLength(200);
    expect(edit.caret).toBe(200);
  });

  it('cuts only the pasted part when pasting into the middle, keeping the end of the text', () => {
    expect(limitEdit('abcdef', 'abc123456def', 8)).toEqual({ value: 'abc12def', caret: 5 });
  });

  it('ignores typing at the limit', () => {
    expect(limitEdit('abcd', 'abcdz', 4)).toEqual({ value: 'abcd', caret: 4 });
  });

  it('never keeps half of an emoji', () => {
    expect(limitEdit('ab', 'ab😀', 3).value).toBe('ab');
  });

  it('cuts a prefilled value already over the limit', () => {
    expect(limitEdit('abcdef', 'abcdefg', 4).value).toBe('abcd');
  });
});

describe('displayCaret', () => {
  it('puts the caret after the same number of digits in the grouped text', () => {
    expect(displayCaret('091 7123 4567', 3, formatPhone)).toBe(3);
    expect(displayCaret('091 7123 4567', 4, formatPhone)).toBe(5);
    expect(displayCaret('091 7123 4567', 11, formatPhone)).toBe(13);
    expect(displayCaret('abc', 2, undefined)).toBe(2);
  });
});

describe('applyTyping', () => {
  it('drops what is not a digit and holds a phone at the configured 11 digits', () => {
    expect(applyTyping('', '+0917-123-4567 89', null, { grouping: formatPhone }).value).toBe(
      '09171234567',
    );
    expect(applyTyping('0917', '091 7a', 6, { grouping: formatPhone }).value).toBe('0917');
  });

  it('holds digits at maxLength', () => {
    expect(applyTyping('1234', '12345', 5, { digitsOnly: true, maxLength: 4 }).value).toBe('1234');
  });

  it('takes Backspace over a group space as deleting the digit before it', () => {
    // '091 7123' with the caret after the space; Backspace removes the space only.
    expect(applyTyping('0917123', '0917123', 3, { grouping: formatPhone })).toEqual({
      value: '097123',
      caret: 2,
    });
  });
});
