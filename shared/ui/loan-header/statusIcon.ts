// Which icon an order status shows (spec §2 'Order Details', §9): statuses 21, 110, 151, 174, 180
// and 200 have their own, every other status the default one. Statuses are known by number only.

/** The statuses with an icon of their own. */
const statusesWithIcon = [21, 110, 151, 174, 180, 200] as const;

type StatusWithIcon = (typeof statusesWithIcon)[number];
export type StatusIconName = `status-${StatusWithIcon}` | 'status-default';

export function statusIcon(orderStatus: number): StatusIconName {
  return (statusesWithIcon as readonly number[]).includes(orderStatus)
    ? (`status-${orderStatus}` as StatusIconName)
    : 'status-default';
}
