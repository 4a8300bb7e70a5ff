import { MEDIA_LIMITS } from './constants.ts';

/**
 * Texts for recording voice and uploading video (spec §2 step 2, the Re-B.R.I.E.F dialog, §8).
 * Texts the spec quotes are word for word; the rest are ours.
 */
export const MEDIA_MESSAGES = {
  recordVoice: 'Record Voice',
  stopRecording: 'Stop Recording',
  recordingIndicator: '● Recording…',
  recordingProgress: (seconds: number) => `Recording… ${MEDIA_LIMITS.audioMaxSeconds - seconds}s left`,
  transcribing: 'Turning your words into text…',
  transcribed: 'Your words are in the box. Check them and fix anything we misheard before you submit.',
  /** Browsers without MediaRecorder (spec §5: the hint to type or upload). */
  notSupported: 'Recording is not supported in this browser. Please type your thoughts instead, or upload a video.',
  notSupportedNoVideo: 'Recording is not supported in this browser. Please type your thoughts instead.',
  micDenied: 'Microphone permission denied or unavailable. You can still type your thoughts in the box.',
  audioUnreadable: 'That recording could not be read. Please record again, or type instead.',
  transcriptionFailed: 'We could not turn that recording into text. Please try again, or type instead.',
  textInput: 'Text Input',
  videoUpload: 'Video Upload',
  inputModeLabel: 'How do you want to share it?',
  videoLabel: 'Your video',
  videoHint: `MP4 (H.264 with AAC sound) or WebM, up to ${MEDIA_LIMITS.videoMaxBytes / (1024 * 1024)} MB. Only you and the coach you send it to can see it.`,
  chooseVideo: 'Choose a video',
  uploadVideo: 'Upload Video',
  uploading: (percent: number) => `Uploading your video… ${percent}%`,
  processing: 'Listening to your video and preparing your B.R.I.E.F…',
  notAVideo: 'That file is not a video we can read. Please upload an MP4 (H.264) or WebM video.',
} as const;
