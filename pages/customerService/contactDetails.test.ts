// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../shared/config/appConfig.ts';
import { shownContact } from './contactDetails.ts';

describe('shownContact', () => {
  it('shows the server telephone and e-mail, with their tel: and mailto: addresses', () => {
    expect(shownContact({ telephone: ' (02) 8123-4567 ', email: ' help@lender.ph ' })).toEqual({
      telephone: '(02) 8123-4567',
      telephoneText: '(02) 8123-4567',
      telephoneHref: 'tel:0281234567',
      email: 'help@lender.ph',
      emailHref: 'mailto:help@lender.ph',
    });
  });

  it.each([[''], ['   '], ['none']])(
    'uses the configured service phone when the server telephone is %j',
    (telephone) => {
      const shown = shownContact({ telephone, email: 'help@lender.ph' });
      expect(shown.telephone).toBe(appConfig.defaultServicePhone);
      expect(shown.telephoneHref).toBe(`tel:${appConfig.defaultServicePhone}`);
    },
  );

  it.each([[''], ['not an address'], ['a@b.ph?cc=someone@else.ph'], ['a@b.ph,c@d.ph'], ['a@b']])(
    'uses the configured service e-mail when the server e-mail is %j',
    (email) => {
      const shown = shownContact({ telephone: '09171234567', email });
      expect(shown.email).toBe(appConfig.serviceEmail);
      expect(shown.emailHref).toBe(`mailto:${appConfig.serviceEmail}`);
    },
  );
});
