// Complaints and customer service (spec §7 'Complaints', §5 limits): what the borrower files,
// uploads and rates is kept for the session, beside the sample complaints.
import {
  collectionProblemType,
  type ComplaintRecord,
  complaintDetail,
  complaintInit,
  complaintList,
  complaintOrders,
  contactInfo,
  problemSonTypes,
  problemTypes,
  sampleComplaints,
} from './complaintFixtures.ts';
import type { Uploads } from './mockFiles.ts';
import { type Call, fail, ok, remember, type Responders } from './responders.ts';

// Bounded so a long dev session cannot grow the server's memory without limit.
const maxUploads = 30;
const maxUploadBytes = 10 * 1024 * 1024;
const maxComplaints = 20;

/** What the running mock remembers of this session's complaints. */
interface ComplaintState {
  uploadCount: number;
  complaints: ComplaintRecord[];
  nextComplaintId: number;
  /** Scores by borrower (sessionId) and complaint: one borrower's rating is not another's. */
  scores: Map<string, number>;
}

function scoreKey(params: Record<string, string>, problemId: number): string {
  return `${params.sessionId ?? ''} ${problemId}`;
}

function findComplaint(call: Call, state: ComplaintState, id: string): ComplaintRecord {
  const records = [...state.complaints, ...sampleComplaints(call.ctx)];
  const record =
    records.find((r) => String(r.id) === id) ??
    // An unknown id shows the resolved sample that still awaits a rating.
    records.find((r) => r.isNeedScore === 1) ??
    (records[0] as ComplaintRecord);
  const score = state.scores.get(scoreKey(call.params, record.id));
  return score === undefined ? record : { ...record, score, isNeedScore: 0 };
}

const titleOf = (types: { value: number; title: string }[], value: string | undefined) =>
  types.find((t) => String(t.value) === value)?.title ?? '';

/** The complaint responders; uploaded pictures go to `uploads`, which the mock serves as files. */
export function createComplaintResponders(uploads: Uploads) {
  const state: ComplaintState = {
    uploadCount: 0,
    complaints: [],
    // Above the sample ids, so filed complaints never collide with them.
    nextComplaintId: 201,
    scores: new Map(),
  };
  return {
    complaintInit: ({ ctx, params, scenario }) =>
      ok(complaintInit(ctx, params.orderId || params.orderNo || '', scenario.complaint?.isShow)),
    complaintUploadImage: async ({ files, ctx, scenario }) => {
      const file = files.problemImage;
      if (scenario.complaint?.uploadFails) {
        return fail('01', 'The picture could not be saved. Please try again later.');
      }
      if (!file) return fail('01', 'Please choose a picture to upload.');
      if (!file.type.startsWith('image/')) return fail('01', 'Only pictures can be uploaded.');
      if (file.size > maxUploadBytes) return fail('01', 'The picture must be 10 MB or smaller.');
      state.uploadCount += 1;
      const name = `upload-${state.uploadCount}`;
      remember(uploads, name, { body: await file.arrayBuffer(), type: file.type }, maxUploads);
      return ok({ url: ctx.file(name) });
    },
    complaintSave: ({ ctx, params, scenario }) => {
      const detail = (params.problemDetail ?? '').trim();
      if (!detail) return fail('01', 'Please fill in your comments and suggestions');
      if (detail.length > 200) return fail('01', 'Your comments can be at most 200 characters.');
      const images = (params.problemImage ?? '').split(',').filter(Boolean);
      if (images.length > 9) return fail('01', 'You can attach at most 9 pictures.');
      const type = Number(params.problemType);
      const order = complaintOrders(ctx).find((o) => o.orderNo === params.orderNo);
      const isShow = scenario.complaint?.isShow ?? order?.isShow;
      if (type === collectionProblemType && order && isShow !== 1) {
        return fail('01', 'El pedido seleccionado no admite el envío de tipo de colección');
      }
      const record: ComplaintRecord = {
        id: state.nextComplaintId,
        time: Date.now(),
        type: titleOf(problemTypes, params.problemType) || 'Other',
        sonType: titleOf(problemSonTypes, params.problemSonType),
        content: detail,
        images,
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
        score: 0,
      };
      state.nextComplaintId += 1;
      state.complaints = [record, ...state.complaints].slice(0, maxComplaints);
      return ok({ problemId: record.id });
    },
    complaintList: ({ ctx }) => ok(complaintList(ctx, state.complaints)),
    complaintDetail: (call) =>
      ok(complaintDetail(findComplaint(call, state, call.params.problemId ?? ''))),
    complaintScore: ({ params }) => {
      const score = Number(params.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) {
        return fail('01', 'Please choose from 1 to 5 stars.');
      }
      const id = Number(params.problemId);
      if (Number.isFinite(id)) state.scores.set(scoreKey(params, id), score);
      return ok({});
    },

    contactInfo: ({ ctx }) => ok(contactInfo(ctx)),
  } satisfies Responders;
}
