// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contactFieldNames,
  contactErrors,
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

describe('contactErrors', () => {
  it('is empty when all four fields are filled', () => {
    expect(successMessage).toBe('Successful!');
    expect(contactErrors(filled)).toEqual({});
  });

  it.each(contactFieldNames)('asks for complete information at %s when it is empty', (name) => {
    expect(incompleteMessage).toBe('Please provide complete information!');
    expect(contactErrors({ ...filled, [name]: '' })).toEqual({
      [name]: 'Please provide complete information!',
    });
  });

  it.each(contactFieldNames)('counts a %s of only spaces as empty', (name) => {
    expect(contactErrors({ ...filled, [name]: ' \n\t ' })).toEqual({ [name]: incompleteMessage });
  });

  it('marks every blank field', () => {
    expect(Object.keys(contactErrors({ ...filled, name: '', remark: ' ' }))).toEqual([
      'name',
      'remark',
    ]);
  });
});
