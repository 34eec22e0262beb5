// Mock data of the bind-card form (spec §3 'Bind-card form item', §7 'Bind card'): card-init's
// data.items in the wire shape, with every cate, the card-type tab row, fields of one card type
// (cardTypeMi) and of one channel (channelNumber), and a cascading citySelect; and what the submit
// calls answer.
import { type FixtureContext, list } from './common.ts';
import { digits } from './responders.ts';

type FormCate = 'txt' | 'citySelect' | 'day' | 'enum';

interface NoteOption {
  name: string;
  type: string | number;
  children?: NoteOption[];
}

export interface FormItem {
  code: string;
  cate: FormCate;
  title: string;
  subtitle: string;
  value: string;
  note: NoteOption[];
  inputType: string;
  /** Card type the field belongs to; 0 means every card type. */
  cardTypeMi: number;
  /** Channel the field belongs to; 0 means every channel. */
  channelNumber: number;
}

const cardTypes = { bank: 1, wallet: 2 } as const;

/** InstaPay (real time) is the default channel of spec §9; PESONet needs the branch. */
const channels = { instaPay: 90006, pesoNet: 90008 } as const;

const banks: NoteOption[] = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'BPI', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Landbank', type: 'LBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'UnionBank', type: 'UBP' },
  { name: 'RCBC', type: 'RCBC' },
];

const place = (name: string, children?: NoteOption[]): NoteOption => ({
  name,
  type: name,
  ...(children ? { children } : {}),
});

/** Region > province > city: the cascading citySelect. */
const places: NoteOption[] = [
  place('Metro Manila', [
    place('Manila', [place('Manila'), place('Quezon City'), place('Caloocan')]),
    place('Makati', [place('Makati')]),
    place('Taguig', [place('Taguig'), place('Pateros')]),
  ]),
  place('Central Visayas', [
    place('Cebu', [place('Cebu City'), place('Mandaue'), place('Lapu-Lapu')]),
    place('Bohol', [place('Tagbilaran')]),
  ]),
  place('Davao Region', [place('Davao del Sur', [place('Davao City'), place('Digos')])]),
];

export interface BindCardFormOptions {
  /** Values as a change of card would send them: the account already on file. */
  prefilled?: boolean;
}

/** /v3/bind-card/card-init: data.items, the dynamic form. */
export function bindCardFormItems({ prefilled = false }: BindCardFormOptions = {}): FormItem[] {
  const item = (fields: Partial<FormItem> & Pick<FormItem, 'code' | 'cate' | 'title'>) => ({
    subtitle: '',
    value: '',
    note: [],
    inputType: 'text',
    cardTypeMi: 0,
    channelNumber: 0,
    ...fields,
  });
  const filled = (value: string) => (prefilled ? value : '');
  return [
    item({
      code: 'cardType',
      cate: 'enum',
      title: 'Account type',
      note: [
        { name: 'Bank account', type: cardTypes.bank },
        { name: 'E-wallet', type: cardTypes.wallet },
      ],
    }),
    item({
      code: 'channelNumber',
      cate: 'enum',
      title: 'Transfer channel',
      subtitle: 'How the loan reaches your bank',
      value: filled('PESONet (next banking day)'),
      note: [
        { name: 'InstaPay (real time)', type: channels.instaPay },
        { name: 'PESONet (next banking day)', type: channels.pesoNet },
      ],
      cardTypeMi: cardTypes.bank,
    }),
    item({
      code: 'bankCode',
      cate: 'enum',
      title: 'Bank',
      value: filled('BPI'),
      note: banks,
      cardTypeMi: cardTypes.bank,
    }),
    item({
      code: 'cardNo',
      cate: 'txt',
      title: 'Account number',
      subtitle: 'Savings or checking account number, 10 to 16 digits',
      value: filled('1234567890123'),
      inputType: 'bankCard',
      cardTypeMi: cardTypes.bank,
    }),
    item({
      code: 'birthDate',
      cate: 'day',
      title: 'Date of birth',
      subtitle: 'As shown on your valid ID',
      value: filled('1990-05-17'),
      cardTypeMi: cardTypes.bank,
      channelNumber: channels.instaPay,
    }),
    item({
      code: 'branchCity',
      cate: 'citySelect',
      title: 'Branch location',
      subtitle: 'Where the branch that holds the account is',
      value: filled('Central Visayas/Cebu/Cebu City'),
      note: places,
      cardTypeMi: cardTypes.bank,
      channelNumber: channels.pesoNet,
    }),
    item({
      code: 'branchCode',
      cate: 'txt',
      title: 'Branch code',
      subtitle: 'The 3 to 5 digits on your passbook',
      value: filled('0427'),
      inputType: 'number',
      cardTypeMi: cardTypes.bank,
      channelNumber: channels.pesoNet,
    }),
    item({
      code: 'walletType',
      cate: 'enum',
      title: 'E-wallet',
      note: [
        { name: 'GCash', type: 'GCASH' },
        { name: 'Maya', type: 'MAYA' },
      ],
      cardTypeMi: cardTypes.wallet,
    }),
    item({
      code: 'walletAccount',
      cate: 'txt',
      title: 'E-wallet mobile number',
      subtitle: 'The 11-digit number registered to the wallet, e.g. 091 7123 4567',
      inputType: 'phone',
      cardTypeMi: cardTypes.wallet,
    }),
    item({
      code: 'tin',
      cate: 'txt',
      title: 'TIN (tax identification number)',
      subtitle: 'Asked for PESONet transfers and e-wallets',
      value: filled('123456789000'),
      inputType: 'number',
      channelNumber: channels.pesoNet,
    }),
    item({
      code: 'homeCity',
      cate: 'citySelect',
      title: 'City of residence',
      value: filled('Metro Manila/Makati/Makati'),
      note: places,
    }),
  ];
}

/** /v3/bind-card/card-init: data.items, the dynamic form (spec §3 'Bind-card form item'). */
export function bindCardForm(ctx: FixtureContext, options: BindCardFormOptions = {}) {
  return { items: list(ctx, bindCardFormItems(options)) };
}

/** The message of a submit the bank refuses (the `bind-card-rejected` scenario). */
export const bindCardRejectedMessage =
  'The bank could not verify this account. Please check the account number and try again.';

/** What bind-card-new and bind-card-change check, as a bank's verification would. */
export function bindCardProblem(params: Readonly<Record<string, string>>): string | undefined {
  const cardNo = digits(params.cardNo);
  if (params.cardNo !== undefined && (cardNo.length < 10 || cardNo.length > 16)) {
    return 'Please enter a valid account number (10 to 16 digits).';
  }
  if (params.walletAccount !== undefined && !/^09\d{9}$/.test(digits(params.walletAccount))) {
    return 'Please enter the 11-digit mobile number of your e-wallet.';
  }
  return undefined;
}
