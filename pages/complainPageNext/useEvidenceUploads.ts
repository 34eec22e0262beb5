// The evidence pictures of a complaint (spec §2 'Complaint next page', §5, §7 upload-problem-img):
// the uploaded ones live in the draft (their addresses survive a reload); the ones on their way are
// checked and redrawn as a JPEG, then uploaded with their progress shown. A refused file is not
// added and the uploader says why; a failed upload keeps its JPEG, so Retry sends it again. Neither
// touches the other pictures.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { uploadComplaintImage } from '../../shared/api/complaints.ts';
import { complaintDraftStore } from './complaintDraft.ts';
import { showToast } from '../../shared/notify/toastStore.ts';
import type { PreparedPicture } from './compressImage.ts';
import {
  canAddImage,
  pictureRefusalMessages,
  type UploadStatus,
  uploadSucceededMessage,
} from './nextPageRules.ts';

export interface PendingImage {
  id: number;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** A local address of the picture being sent, for its thumbnail. */
  preview?: string;
}

interface Held {
  file?: File;
  preview?: string;
}

/** The module that checks and redraws pictures: fetched when the first picture is picked. */
const importPreparation = () => import('./compressImage.ts');

async function prepared(file: File): Promise<PreparedPicture> {
  try {
    return await (await importPreparation()).preparePicture(file);
  } catch {
    // Without the module (offline, say) nothing is sent: only a redrawn picture may go.
    return { refusal: 'unprepared' };
  }
}

export function useEvidenceUploads() {
  const uploaded = useStore(complaintDraftStore, (state) => state.images);
  const [pending, setPending] = useState<PendingImage[]>([]);
  /** Why the last file picked was not added; cleared by the next pick. */
  const [refusal, setRefusal] = useState<string>();
  const held = useRef(new Map<number, Held>());
  const nextId = useRef(1);

  const update = useCallback((id: number, change: Partial<PendingImage>) => {
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const forget = useCallback((id: number) => {
    const entry = held.current.get(id);
    if (entry?.preview) URL.revokeObjectURL(entry.preview);
    held.current.delete(id);
    setPending((list) => list.filter((item) => item.id !== id));
  }, []);

  // The pictures on their way: a second tap on Retry before the re-render sends nothing more.
  const inFlight = useRef(new Set<number>());

  const upload = useCallback(
    async (id: number) => {
      const file = held.current.get(id)?.file;
      if (!file || inFlight.current.has(id)) return;
      inFlight.current.add(id);
      update(id, { status: 'uploading', progress: 0 });
      const result = await uploadComplaintImage(file, {
        onProgress: (progress) => update(id, { progress }),
      }).finally(() => inFlight.current.delete(id));
      // Removed while it was on its way: nothing more to do.
      if (!held.current.has(id)) return;
      if (result.success) {
        complaintDraftStore.getState().addImage(result.data);
        forget(id);
        showToast(uploadSucceededMessage, { kind: 'success' });
      } else {
        // The service module has shown the server's message ('error' without an answer).
        update(id, { status: 'failed' });
      }
    },
    [forget, update],
  );

  /** Adds one picked picture; past the limit it is ignored, and a refused file is not added. */
  const add = useCallback(
    async (file: File) => {
      // Counted from the draft and the pictures held, so two picks before a render still stop at
      // the limit.
      if (!canAddImage(complaintDraftStore.getState().images.length + held.current.size)) return;
      setRefusal(undefined);
      const id = nextId.current++;
      held.current.set(id, {});
      setPending((list) => [...list, { id, status: 'preparing', progress: 0 }]);
      const result = await prepared(file);
      if (!held.current.has(id)) return;
      if ('refusal' in result) {
        forget(id);
        setRefusal(pictureRefusalMessages[result.refusal]);
        return;
      }
      const preview = URL.createObjectURL(result.picture);
      held.current.set(id, { file: result.picture, preview });
      update(id, { preview });
      await upload(id);
    },
    [forget, update, upload],
  );

  const retry = useCallback((id: number) => void upload(id), [upload]);
  const removeUploaded = useCallback(
    (url: string) => complaintDraftStore.getState().removeImage(url),
    [],
  );

  useEffect(() => {
    const entries = held.current;
    return () => {
      for (const entry of entries.values()) if (entry.preview) URL.revokeObjectURL(entry.preview);
    };
  }, []);

  return {
    uploaded,
    pending,
    canAdd: canAddImage(uploaded.length + pending.length),
    refusal,
    add,
    retry,
    removePending: forget,
    removeUploaded,
  };
}

export type EvidenceUploads = ReturnType<typeof useEvidenceUploads>;
