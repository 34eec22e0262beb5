// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contactFieldNames,
  contactSubmitMessage,
  type ContactFields,
  incompleteMessage,
  successMessage,
} from './contactForm.ts';

const filled: ContactFields = {
  name: 'Maria Santos',
  telephone: '09171234567',
  email: 'maria@example.ph',
  remark: 'Please call me after 5 pm.',
};

describe('contactSubmitMessage', () => {
  it('is Successful! when all four fields are filled', () => {
    expect(successMessage).toBe('Successful!');
    expect(contactSubmitMessage(filled)).toBe('Successful!');
  });

  it.each(contactFieldNames)('asks for complete information when %s is empty', (name) => {
    expect(incompleteMessage).toBe('Please provide complete information!');
    expect(contactSubmitMessage({ ...filled, [name]: '' })).toBe(
      'Please provide complete information!',
    );
  });

  it.each(contactFieldNames)('counts a %s of only spaces as empty', (name) => {
    expect(contactSubmitMessage({ ...filled, [name]: ' \n\t ' })).toBe(incompleteMessage);
  });
});
