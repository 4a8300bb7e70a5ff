import { type CheckInResult, type CrisisResult, VENTOMETER_MESSAGES, type VentAnswer } from '@briefs/shared';
import { useCallback, useRef, useState } from 'react';
import { useToastApi } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useDismissVentMutation } from '../api/dismiss-vent';
import { useVentQuery } from '../api/get-vent';
import { useVentTipMutation } from '../api/request-vent-tip';
import { useUploadVentMutation } from '../api/upload-vent';

const TOASTS = VENTOMETER_MESSAGES.toasts;

export type SafetyAnswer = CrisisResult | CheckInResult;

/** The Ventometer's states (spec §4): none → pending → dismissed, or tip requested → processed. */
export function useVentometer() {
  const toast = useToastApi();
  const query = useVentQuery();
  const upload = useUploadVentMutation();
  const dismiss = useDismissVentMutation();
  const tip = useVentTipMutation();
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [reflecting, setReflecting] = useState(false);
  const lastUpload = useRef<{ audio: Blob; fileName: string } | null>(null);

  const onAnswer = useCallback((answer: VentAnswer) => {
    if ('session' in answer) return true;
    setSafety(answer);
    setReflecting(false);
    return false;
  }, []);

  function send(audio: Blob, fileName: string, confirmedSafe = false) {
    lastUpload.current = { audio, fileName };
    setUploadError(null);
    upload.mutate(
      { audio, fileName, confirmedSafe },
      {
        onSuccess: (answer) => {
          if (!onAnswer(answer)) return;
          setSafety(null);
          toast.show(TOASTS.uploaded, 'success');
        },
        onError: (error) => {
          setSafety(null);
          setUploadError(error instanceof ApiError && error.kind === 'http' ? error.message : null);
          toast.show(TOASTS.uploadFailed, 'error');
        },
      },
    );
  }

  function dismissNote() {
    dismiss.mutate(undefined, {
      onSuccess: () => {
        setReflecting(false);
        toast.show(TOASTS.dismissed, 'success');
      },
      onError: () => toast.show(TOASTS.dismissFailed, 'error'),
    });
  }

  function stillFeelThisWay() {
    setReflecting(true);
    tip.mutate(undefined, {
      onSuccess: onAnswer,
      onError: (error) => toast.show(error.message, 'error'),
    });
  }

  const refetch = useCallback(() => void query.refetch(), [query.refetch]);

  return {
    query,
    session: query.data?.session ?? null,
    safety,
    uploadError,
    reflecting,
    uploading: upload.isPending,
    dismissing: dismiss.isPending,
    generating: tip.isPending,
    refetching: query.isFetching,
    send,
    dismissNote,
    stillFeelThisWay,
    refetch,
    closeReflection: () => setReflecting(false),
    micDenied: useCallback(() => toast.show(TOASTS.micDenied, 'error'), [toast]),
    keepGoing: () => lastUpload.current && send(lastUpload.current.audio, lastUpload.current.fileName, true),
    needSupport: () =>
      setSafety((answer) =>
        answer && 'checkIn' in answer ? { crisis: answer.checkIn.support, transcript: answer.transcript } : answer,
      ),
    clearSafety: () => setSafety(null),
  };
}
