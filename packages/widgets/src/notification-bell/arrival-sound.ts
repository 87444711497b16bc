/**
 * The sound a new notification makes (SPEC §1, issue 14): a short chime file played with an `<audio>`; where it cannot
 * play (autoplay refused, no decoder, no `Audio`), a three-tone beep of about 0.3 s made with Web Audio (three
 * OscillatorNodes of 0.1 s each, each with a gain envelope so it neither clicks nor lingers). Used by the app's header
 * bell and by its push opt-in (H4).
 */

/** The three tones of the fallback beep, in Hz (an ascending major triad: E5, G#5, B5), each `BEEP_TONE_SECONDS` long. */
export const BEEP_TONES = [659.25, 830.61, 987.77] as const;
export const BEEP_TONE_SECONDS = 0.1;
/** The peak gain of the beep (quiet: it is a hint, not an alarm). */
const BEEP_GAIN = 0.2;

/** How the sound was played: the file, the Web Audio beep, or not at all (no audio API, or both refused). */
export type ArrivalSoundOutcome = 'file' | 'beep' | 'none';

/** The audio APIs the sound uses; `playArrivalSound` takes the browser's by default (tests pass their own). */
export interface ArrivalSoundEnvironment {
  createAudio?: ((src: string) => Pick<HTMLAudioElement, 'play' | 'volume'>) | undefined;
  createAudioContext?: (() => AudioContext) | undefined;
}

const SAMPLE_RATE = 8000;

/**
 * The chime file: a 0.25 s mono 8-bit PCM WAV (two soft tones, about 2 KB) as a data URI, made once on first use rather
 * than shipped as an asset, so the widgets and the app need no file of their own and no extra request.
 */
function chimeDataUri(): string {
  const samples = Math.round(SAMPLE_RATE * 0.25);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes a second (8-bit mono)
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const frequency = t < 0.12 ? 880 : 1320;
    // A short attack and an exponential decay per tone.
    const local = t < 0.12 ? t : t - 0.12;
    const envelope = Math.min(1, local / 0.005) * Math.exp(-local * 18);
    bytes[44 + i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

let chime: string | undefined;
/** The chime's data URI (made on the first call). */
export function arrivalChimeUri(): string {
  chime ??= chimeDataUri();
  return chime;
}

/** Plays the three-tone beep with Web Audio alone; resolves true when it was scheduled on a running context. */
export function playArrivalBeep(): Promise<boolean> {
  return beep(browserAudioContext());
}

async function beep(createAudioContext: (() => AudioContext) | undefined): Promise<boolean> {
  if (!createAudioContext) return false;
  try {
    const context = createAudioContext();
    if (context.state === 'suspended') await context.resume();
    if (context.state !== 'running') {
      void context.close();
      return false;
    }
    const start = context.currentTime + 0.01;
    BEEP_TONES.forEach((frequency, index) => {
      const at = start + index * BEEP_TONE_SECONDS;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      // Envelope: 0 → peak in 10 ms, held, back to 0 by the tone's end (no click between tones).
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(BEEP_GAIN, at + 0.01);
      gain.gain.setValueAtTime(BEEP_GAIN, at + BEEP_TONE_SECONDS - 0.02);
      gain.gain.linearRampToValueAtTime(0, at + BEEP_TONE_SECONDS);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + BEEP_TONE_SECONDS);
    });
    const end = start + BEEP_TONES.length * BEEP_TONE_SECONDS;
    setTimeout(() => void context.close(), Math.ceil((end - context.currentTime) * 1000) + 100);
    return true;
  } catch {
    return false;
  }
}

function browserAudioContext(): (() => AudioContext) | undefined {
  if (typeof window === 'undefined') return undefined;
  const Context = window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? () => new Context() : undefined;
}

function browserAudio(): ArrivalSoundEnvironment['createAudio'] {
  return typeof Audio === 'undefined' ? undefined : (src) => new Audio(src);
}

/**
 * Plays the arrival sound: the chime file, else the Web Audio beep. Never throws; resolves how it played (`none` when
 * the page may not make sound yet, e.g. before any user gesture in a browser that refuses autoplay).
 */
export async function playArrivalSound(environment: ArrivalSoundEnvironment = {}): Promise<ArrivalSoundOutcome> {
  const createAudio = 'createAudio' in environment ? environment.createAudio : browserAudio();
  const createAudioContext = 'createAudioContext' in environment ? environment.createAudioContext : browserAudioContext();
  if (createAudio) {
    try {
      const audio = createAudio(arrivalChimeUri());
      audio.volume = 0.6;
      await audio.play();
      return 'file';
    } catch {
      // Autoplay refused (NotAllowedError) or no decoder (NotSupportedError): the beep instead.
    }
  }
  return (await beep(createAudioContext)) ? 'beep' : 'none';
}
