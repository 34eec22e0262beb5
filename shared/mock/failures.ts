// The failure scenarios (scenarios.ts FailureMode): every call of the scenario answers as a broken
// backend would, whatever the endpoint, in its family's codes (contract §2).
import { HttpResponse } from 'msw';
import type { EndpointName, SuccessRule } from '../api/endpoints.ts';
import type { FailureMode } from './scenarios.ts';

/** The code a successful answer carries, per success rule (contract §2). */
export const successCodes: Record<SuccessRule, number | string> = {
  zero: 0,
  doubleZero: '00',
  stringZero: '0',
};

/** The code of a generic business failure, per success rule. */
export const failureCodes: Record<SuccessRule, number | string> = {
  zero: 1,
  doubleZero: '01',
  stringZero: '1',
};

/** The server message of the `business-error` scenario. */
export const businessErrorMessage =
  'This service is under maintenance. Please try again in a few minutes.';

/** The answer of an endpoint under a failure scenario. */
export function failureAnswer(
  failure: FailureMode,
  name: EndpointName,
  success: SuccessRule,
  headers: Record<string, string>,
): Response {
  switch (failure) {
    case 'server':
      return serverError(headers);
    case 'garbled':
      return garbled(successCodes[success], headers);
    case 'business':
      return HttpResponse.json(
        { code: failureCodes[success], message: businessErrorMessage, data: null },
        { headers },
      );
    case 'malformed':
      return HttpResponse.json(
        { code: successCodes[success], message: 'success', data: malformedData(name) },
        { headers },
      );
  }
}

export function serverError(headers: Record<string, string>): Response {
  return HttpResponse.html(
    '<!doctype html><html><head><title>500 Internal Server Error</title></head>' +
      '<body><h1>500 Internal Server Error</h1><hr><p>nginx</p></body></html>',
    { status: 500, headers },
  );
}

function garbled(successCode: number | string, headers: Record<string, string>): Response {
  // Cut off mid-object, as a proxy that drops the connection would leave it.
  return new HttpResponse(
    `{"code":${JSON.stringify(successCode)},"message":"success","data":{"list":[{"id":1,"na`,
    { status: 200, headers: { 'Content-Type': 'application/json', ...headers } },
  );
}

/** Success envelopes' data of the `malformed` scenario: the wrong type or shape. */
export function malformedData(name: string): unknown {
  switch (name) {
    case 'loanDetails':
      return {
        orderStatus: 'due',
        noticeStatusText: 404,
        recProducts: {},
        userOrderDetail: { detail: 'oops' },
        isDelay: 'yes',
        KindTipsMsg: { text: 1 },
        // An address a page must never follow.
        playeduL: 'javascript:alert(1)',
        h5Url: 'not a url',
      };
    case 'failurePage':
      return { noticeMessage: null, errMessage: ['oops'], bottomList: {} };
    case 'instalmentDetail':
    case 'delayDetail':
      return { repayAmount: '9,010.00', repayList: 'none', detail: null, defDetail: [] };
    case 'bindCardForm':
      return { items: {} };
    case 'complaintInit':
      return { problemType: 'oops', problemSonType: null, orderList: {} };
    case 'complaintList':
      return { tabs: {} };
    case 'agreementList':
    case 'agreementListV2':
      return { data: 'oops' };
    default:
      return 'oops';
  }
}
