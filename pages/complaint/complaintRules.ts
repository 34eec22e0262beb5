// What the complaint entry decides (spec §2 'Complaint entry', §5): which order a complaint is
// about, which types expand, which are refused, and the next page's query.
import {
  collectionProblemType,
  type ComplaintInit,
  type ComplaintOrder,
  type ProblemType,
} from '../../shared/api/complaints.ts';
import type { QueryValues } from '../../shared/navigation/pageQuery.ts';

/** Spec §5: the toast is in Spanish. */
export const collectionRefusedMessage =
  'El pedido seleccionado no admite el envío de tipo de colección';

/** Type value 1 (collection) expands its sub-types; any other type is chosen at once. */
export function isCollection(type: ProblemType): boolean {
  return type.value === collectionProblemType;
}

/** A collection complaint needs an order whose isShow is 1 (no order: nothing allows it). */
export function refusesCollection(order: ComplaintOrder | undefined): boolean {
  return order?.allowsCollection !== true;
}

/** The order a complaint starts about: the one the page was opened for, else the first. */
export function initialOrder(init: ComplaintInit): ComplaintOrder | undefined {
  return init.order ?? init.orders[0];
}

/**
 * The next page's query (spec §2): problemType, problemSonType (empty for a type without
 * sub-types) and orderNo, plus the orderId the entry was opened with, so that the way back after
 * sending opens the same entry.
 */
export function nextPageQuery(choice: {
  type: ProblemType;
  sonType?: ProblemType;
  order: ComplaintOrder | undefined;
  orderId: string;
}): QueryValues {
  return {
    problemType: String(choice.type.value),
    problemSonType: choice.sonType ? String(choice.sonType.value) : '',
    orderNo: choice.order?.orderNo ?? '',
    orderId: choice.orderId,
  };
}
