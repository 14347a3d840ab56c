/**
 * White text on a solid palette (the flash messages, solid badges and buttons) must read at 4.5:1
 * or more, the WCAG AA ratio for normal text. The colours are read from the portal's own Chakra
 * system, token reference by token reference, so a theme change that lowers one fails here.
 */
import { chakraSystem } from '../../src/app/theme.ts';

/** The hex value a token stands for, following `{colors.x.y}` references. */
function hexOf(name: string): string {
  const token = chakraSystem().tokens.getByName(name);
  if (!token) throw new Error(`No token ${name}`);
  const value = String(token.originalValue);
  const reference = /^\{(.+)\}$/.exec(value);
  if (reference?.[1]) return hexOf(reference[1]);
  if (value === 'white') return '#ffffff';
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, not a hex colour`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('solid palettes', () => {
  it('measures the way WCAG does: white on black is 21:1, on #16a34a 3.3:1', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
  });

  it.each(['green', 'orange', 'red', 'blue', 'brand'])('%s: its contrast colour on its solid reads at 4.5:1 or more', (palette) => {
    expect(contrast(hexOf(`colors.${palette}.contrast`), hexOf(`colors.${palette}.solid`))).toBeGreaterThanOrEqual(4.5);
  });
});
