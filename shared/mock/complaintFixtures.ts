// Complaints and customer service (spec §3 'Complaint problem', §7 'Complaints'): the problem
// types, the borrower's orders, sample complaints in each state, and the service contacts.
import {
  amountDue,
  findProduct,
  instalmentDue,
  loan,
  orderProduct,
  productLogo,
} from './catalogue.ts';
import { day, type FixtureContext, list, localTime, money } from './common.ts';

export const problemTypes = [
  { value: 1, title: 'Collection' },
  { value: 2, title: 'Payment not credited' },
  { value: 3, title: 'Loan disbursement' },
  { value: 4, title: 'Fees and interest' },
  { value: 5, title: 'App or account' },
  { value: 6, title: 'Other' },
];

export const problemSonTypes = [
  { value: 1, title: 'Rude or threatening language' },
  { value: 2, title: 'Contacted my family, friends or employer' },
  { value: 3, title: 'Too many calls or messages' },
  { value: 4, title: 'Contact outside 6 AM to 10 PM' },
  { value: 5, title: 'Shared my personal information' },
  { value: 6, title: 'Other collection issue' },
];

export const collectionProblemType = 1;

export function complaintOrders(ctx: FixtureContext) {
  const { config } = ctx;
  return [
    {
      orderNo: loan.orderNo,
      productLogo: productLogo(ctx, orderProduct),
      productName: orderProduct.name,
      status: 'Overdue',
      rows: [
        { title: 'Loan amount', value: money(loan.amount, config) },
        { title: 'Due date', value: day(ctx, -loan.daysOverdue) },
        { title: 'Amount due', value: money(amountDue(180), config) },
      ],
      isShow: 1,
    },
    {
      orderNo: 'KE2025031900862',
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- id from the catalogue above
      productLogo: productLogo(ctx, findProduct(1002)!),
      productName: 'Kwarta Express',
      status: 'Repaid',
      rows: [
        { title: 'Loan amount', value: money(500_000, config) },
        { title: 'Repaid on', value: day(ctx, -40) },
      ],
      // Collection complaints are refused for an order that was never in collection.
      isShow: 0,
    },
    {
      orderNo: 'SP2025052200315',
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- id from the catalogue above
      productLogo: productLogo(ctx, findProduct(1003)!),
      productName: 'Sahod Plus',
      status: 'Repayment due',
      rows: [
        { title: 'Loan amount', value: money(1_200_000, config) },
        { title: 'Due date', value: day(ctx, 12) },
        { title: 'Amount due', value: money(636_000, config) },
      ],
      isShow: 1,
    },
  ];
}

/** /user-problem/problem-init: the types, the chosen order and all orders. */
export function complaintInit(ctx: FixtureContext, orderId: string, isShow?: 0 | 1) {
  const orders = complaintOrders(ctx).map((order) =>
    isShow === undefined ? order : { ...order, isShow },
  );
  const orderDetail = orders.find((order) => order.orderNo === orderId) ?? orders[0];
  return {
    problemType: list(
      ctx,
      problemTypes.map((type) => ({ ...type })),
    ),
    problemSonType: list(
      ctx,
      problemSonTypes.map((type) => ({ ...type })),
    ),
    orderDetail: ctx.empty ? {} : orderDetail,
    orderList: list(ctx, orders),
  };
}

export interface ComplaintRecord {
  id: number;
  time: number;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
  score: number;
}

export function sampleComplaints(ctx: FixtureContext): ComplaintRecord[] {
  return [
    {
      id: 104,
      time: localTime(ctx, -1, 9, 42),
      type: 'Collection',
      sonType: 'Contacted my family, friends or employer',
      content:
        'An agent from 0917 555 0142 called my sister on June 10 at 9 PM about my loan. Please stop contacting my family.',
      images: [ctx.file('sample-call-log.svg')],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: 0,
    },
    {
      id: 103,
      time: localTime(ctx, -6, 14, 5),
      type: 'Payment not credited',
      sonType: '',
      content: `I paid ${money(instalmentDue, ctx.config)} through GCash Pay Bills but the app still shows the amount as due.`,
      images: [ctx.file('sample-gcash-receipt.svg')],
      disposeDetail:
        'Your GCash payment was credited to your loan on the same day. The app now shows instalment 1/2 as paid. Sorry for the delay.',
      disposeImages: [ctx.file('sample-payment-record.svg')],
      isNeedScore: 1,
      score: 0,
    },
    {
      id: 101,
      time: localTime(ctx, -30, 11, 20),
      type: 'Collection',
      sonType: 'Too many calls or messages',
      content: 'I received more than ten SMS reminders in one day before my due date.',
      images: [],
      disposeDetail:
        'We have limited reminders on your account to one SMS a day and reminded our agents of the collection rules.',
      disposeImages: [],
      isNeedScore: 0,
      score: 5,
    },
  ];
}

const isOpen = (record: ComplaintRecord) => record.disposeDetail === '';

/** /user-problem/problem-list: server-defined tabs, each with its list. */
export function complaintList(ctx: FixtureContext, saved: readonly ComplaintRecord[]) {
  const records = ctx.empty ? [] : [...saved, ...sampleComplaints(ctx)];
  const item = ({ id, time, type, content }: ComplaintRecord) => ({ id, time, type, content });
  return {
    tabs: [
      { title: 'Processing', list: records.filter(isOpen).map(item) },
      { title: 'Resolved', list: records.filter((r) => !isOpen(r)).map(item) },
    ],
  };
}

/** /user-problem/problem-detail (spec §3 'Complaint problem'). */
export function complaintDetail(record: ComplaintRecord) {
  return {
    problemId: record.id,
    type: record.type,
    sonType: record.sonType,
    content: record.content,
    images: [...record.images],
    disposeDetail: record.disposeDetail,
    disposeImages: [...record.disposeImages],
    isNeedScore: record.isNeedScore,
    score: record.score,
  };
}

/** /v3/personal-center/contact-kf-info */
export function contactInfo(ctx: FixtureContext) {
  return { email: ctx.config.serviceEmail, smWa: '09171234567' };
}
