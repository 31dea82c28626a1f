// Short seed clicks, synthesised (no audio files): a brief band-passed noise
// burst, like a shell dropping into wood. Created on first use, because
// browsers only allow audio after a user gesture anyway.
interface SeedClicker {
  click(): void;
}

const MIN_GAP_S = 0.03;

export function createSeedClicker(createContext: () => AudioContext = () => new AudioContext()): SeedClicker {
  let context: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  let last = 0;
  return {
    click() {
      try {
        context ??= createContext();
        const now = context.currentTime;
        // Fast turns would merge into a buzz: keep clicks apart.
        if (now - last < MIN_GAP_S) return;
        last = now;
        if (noise === null) {
          noise = context.createBuffer(1, Math.floor(context.sampleRate * 0.04), context.sampleRate);
          const data = noise.getChannelData(0);
          for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
        }
        const source = context.createBufferSource();
        source.buffer = noise;
        const filter = context.createBiquadFilter();
        filter.type = 'bandpass';
        filter.frequency.value = 2200 + Math.random() * 800;
        const gain = context.createGain();
        gain.gain.value = 0.5;
        source.connect(filter).connect(gain).connect(context.destination);
        source.start(now);
      } catch {
        // No audio device (or a test browser): sowing stays silent.
      }
    },
  };
}
