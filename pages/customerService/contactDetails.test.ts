import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../shared/api/contact.ts';
import type { ApiFailure, ApiResult, FailureKind } from '../../shared/api/result.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { shownContact, stateAfterLoad, telephoneText } from './contactDetails.ts';

function failure(kind: FailureKind): ApiFailure {
  return { success: false, code: 1, message: 'm', data: undefined, raw: undefined, failure: kind };
}

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

describe('telephoneText', () => {
  it.each([
    ['09171234567', '091 7123 4567'],
    ['0917-123-4567', '091 7123 4567'],
    ['0288881234', '028 8881 234'],
  ])('shows the local number %j in the phone groups: %j', (telephone, shown) => {
    expect(telephoneText(telephone)).toBe(shown);
  });

  it.each([['+63 917 123 4567'], ['(02) 8123-4567'], ['091712345678'], ['0917 ext. 2']])(
    'shows %j as the server wrote it',
    (telephone) => {
      expect(telephoneText(telephone)).toBe(telephone);
    },
  );
});

describe('stateAfterLoad', () => {
  const data: ContactInfo = { telephone: '09171234567', email: 'help@lender.ph' };

  it('shows the contacts the server sent', () => {
    const result: ApiResult<ContactInfo> = {
      success: true,
      code: 0,
      message: '',
      data,
      raw: {},
    };
    expect(stateAfterLoad(result)).toEqual({ status: 'ready', contact: shownContact(data) });
  });

  it('stays calm with the configured contacts on a business failure', () => {
    expect(stateAfterLoad(failure('business'))).toEqual({
      status: 'ready',
      contact: shownContact({ telephone: '', email: '' }),
    });
  });

  it.each<FailureKind>(['network', 'timeout', 'offline', 'http', 'malformed'])(
    'fails, to offer a retry, on a %s failure',
    (kind) => {
      expect(stateAfterLoad(failure(kind))).toEqual({ status: 'failed' });
    },
  );
});
