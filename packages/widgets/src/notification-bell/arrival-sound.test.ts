import { describe, expect, it, vi } from 'vitest';
import { arrivalChimeUri, BEEP_TONE_SECONDS, BEEP_TONES, playArrivalSound } from './arrival-sound.ts';

/** A Web Audio stand-in recording what the beep schedules. */
function fakeAudioContext(state: AudioContextState = 'running') {
  const tones: { frequency: number; start: number; stop: number; ramps: [string, number, number][] }[] = [];
  const context = {
    state,
    currentTime: 1,
    destination: {},
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    createOscillator() {
      const tone = { frequency: 0, start: 0, stop: 0, ramps: [] as [string, number, number][] };
      tones.push(tone);
      return {
        type: 'square',
        frequency: { setValueAtTime: (value: number) => (tone.frequency = value) },
        connect: () => undefined,
        start: (at: number) => (tone.start = at),
        stop: (at: number) => (tone.stop = at),
      };
    },
    createGain() {
      const tone = () => tones[tones.length - 1];
      return {
        gain: {
          setValueAtTime: (value: number, at: number) => tone()?.ramps.push(['set', value, at]),
          linearRampToValueAtTime: (value: number, at: number) => tone()?.ramps.push(['ramp', value, at]),
        },
        connect: () => undefined,
      };
    },
  };
  return { context: context as unknown as AudioContext, tones, raw: context };
}

describe('playArrivalSound', () => {
  it('plays the chime file when the browser lets it', async () => {
    const play = vi.fn(async () => undefined);
    const created: string[] = [];
    const outcome = await playArrivalSound({
      createAudio: (src) => {
        created.push(src);
        return { play, volume: 1 };
      },
      createAudioContext: () => {
        throw new Error('no beep expected');
      },
    });
    expect(outcome).toBe('file');
    expect(play).toHaveBeenCalledOnce();
    expect(created[0]).toBe(arrivalChimeUri());
  });

  it('the chime is a small mono 8-bit WAV of 0.25 s', () => {
    const uri = arrivalChimeUri();
    expect(uri.startsWith('data:audio/wav;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(uri.slice(uri.indexOf(',') + 1)), (char) => char.charCodeAt(0));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4), ...bytes.slice(8, 12))).toBe('RIFFWAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(8);
    expect(view.getUint32(40, true) / view.getUint32(24, true)).toBeCloseTo(0.25);
    expect(bytes.length).toBeLessThan(2500);
  });

  it('falls back to a three-tone Web Audio beep of 0.3 s with a gain envelope when the file is refused', async () => {
    const { context, tones } = fakeAudioContext();
    const refused = Object.assign(new Error('autoplay'), { name: 'NotAllowedError' });
    const outcome = await playArrivalSound({
      createAudio: () => ({ play: () => Promise.reject(refused), volume: 1 }),
      createAudioContext: () => context,
    });
    expect(outcome).toBe('beep');
    expect(tones.map((tone) => tone.frequency)).toEqual([...BEEP_TONES]);
    const first = tones[0];
    const last = tones[2];
    expect(last && first ? last.stop - first.start : 0).toBeCloseTo(3 * BEEP_TONE_SECONDS);
    for (const tone of tones) {
      expect(tone.stop - tone.start).toBeCloseTo(BEEP_TONE_SECONDS);
      // Starts silent and ends silent.
      expect(tone.ramps[0]?.[1]).toBe(0);
      expect(tone.ramps.at(-1)).toEqual(['ramp', 0, tone.stop]);
    }
  });

  it('beeps when there is no Audio at all, resuming a suspended context', async () => {
    const { context, raw } = fakeAudioContext('suspended');
    raw.resume.mockImplementation(async () => {
      raw.state = 'running';
    });
    expect(await playArrivalSound({ createAudio: undefined, createAudioContext: () => context })).toBe('beep');
    expect(raw.resume).toHaveBeenCalledOnce();
  });

  it('answers none (never throws) when neither can play', async () => {
    const { context } = fakeAudioContext('suspended');
    expect(
      await playArrivalSound({
        createAudio: () => ({ play: () => Promise.reject(new Error('x')), volume: 1 }),
        createAudioContext: () => context,
      }),
    ).toBe('none');
    expect(await playArrivalSound({ createAudio: undefined, createAudioContext: undefined })).toBe('none');
  });
});
