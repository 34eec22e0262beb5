// What the instalment and extension pages decide (spec §3 'Repayment info', §4 'Instalment page',
// §9), in plain functions: which barcode the modal shows, which logo heads each channel's steps,
// what is stored for 'Repayment by code 2'.
import type { DelayRepayment, InstalmentRepayment } from '../../api/repayment.ts';
import type { OrderIds } from '../../api/request.ts';
import type { MinorUnits } from '../../api/parse.ts';
import { payCodeToCopy } from '../../format/payCode.ts';
import { imageUrl } from '../../navigation/imageUrl.ts';
import type { PayNoticeGroup, PaymentChannel } from '../../api/repayment.ts';
import type { RepaymentInfo } from '../../stores/paymentWays.ts';

/** What the barcode modal shows: the channel's own image, or one drawn in the page from the code. */
export type BarcodeSource =
  { kind: 'image'; src: string; code: string } | { kind: 'generated'; code: string };

/**
 * The barcode of the picked channel: its image when the server gives one the page may show, else
 * the pay code drawn in the page; undefined when there is neither.
 */
export function barcodeSource(
  channel: PaymentChannel | undefined,
  payCode: string,
): BarcodeSource | undefined {
  const image = imageUrl(channel?.barcodeImage);
  if (image !== undefined) return { kind: 'image', src: image, code: payCode };
  // Drawn as it is copied: the scanner fills the cashier's field with the characters alone.
  const code = payCodeToCopy(payCode);
  if (code !== '') return { kind: 'generated', code };
  return undefined;
}

const channelKey = (name: string) => name.trim().toLowerCase();

/**
 * The pay notices (grouped by channel name) with the logo of the repayList channel of the same name,
 * where the server gives one; a group no channel names keeps none (the page draws a mark instead).
 */
export function withChannelLogos(
  groups: readonly PayNoticeGroup[],
  channels: readonly Pick<PaymentChannel, 'name' | 'logo'>[],
): PayNoticeGroup[] {
  const logos = new Map<string, string>();
  for (const channel of channels) {
    const key = channelKey(channel.name);
    if (key && channel.logo && !logos.has(key)) logos.set(key, channel.logo);
  }
  return groups.map((group) => {
    const logo = logos.get(channelKey(group.title));
    return logo ? { ...group, logo } : group;
  });
}

/** What the page asks to be paid: the delay amount of an extension, else repayAmount (minor units). */
export function amountDue(repayment: InstalmentRepayment | DelayRepayment): MinorUnits {
  return 'delayInfo' in repayment ? repayment.delayInfo.delayAmount : repayment.repayAmount;
}

/** The repayment info the payment-ways store keeps for 'Repayment by code 2'. */
export function repaymentInfoOf(
  repayment: InstalmentRepayment | DelayRepayment,
  ids: OrderIds,
): RepaymentInfo {
  const box = repayment.payCodeBox;
  return {
    productId: ids.productId,
    orderId: ids.orderId,
    productName: repayment.productName,
    productLogo: repayment.productLogo,
    repayAmount: repayment.repayAmount,
    ...('delayInfo' in repayment ? { delayAmount: repayment.delayInfo.delayAmount } : {}),
    repayDate: repayment.repayDate,
    payCode: box?.payCode ?? '',
    payCodeLogo: box?.logo ?? '',
    payNotices: withChannelLogos(box?.payNotices ?? [], repayment.channels.items),
  };
}

/** The total 'Repayment by code 2' shows: the delay amount of an extension, else repayAmount. */
export function totalPayment(info: Pick<RepaymentInfo, 'repayAmount' | 'delayAmount'>): number {
  return info.delayAmount ?? info.repayAmount;
}

/** What a pay code is for, in the loan header of the pages that show one. */
export const payCodeStatusText = 'Pay with this code';
