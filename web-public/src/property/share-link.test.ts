import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareAttributes, shareClick } from './share-link';

/**
 * The share button's tap where the phone has the Web Share API: the share sheet, and the WhatsApp
 * link only when sharing is refused here, never because the sheet was closed or a second tap came while it was open.
 * In node, with the browser's few globals it uses stood in.
 */
const data = { title: 'Sunny flat', text: '2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month', url: 'https://gharsetu.example/tenant/property-details/x' };
const attributes = shareAttributes(data);
const link = { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;

function tap() {
  const event = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, preventDefault: () => (event.defaultPrevented = true) };
  shareClick(event as unknown as MouseEvent, link);
  return event;
}

/** A phone's Web Share API whose sheet stays open until the test answers for the person. */
function phone(options: { canShare?: (d: unknown) => boolean } = {}) {
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const share = vi.fn(() => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })));
  const open = vi.fn(() => ({ opener: {} }));
  const assign = vi.fn();
  vi.stubGlobal('navigator', { share, ...(options.canShare ? { canShare: options.canShare } : {}) });
  vi.stubGlobal('window', { open });
  vi.stubGlobal('location', { assign });
  const refusal = (name: string) => Object.assign(new Error(name), { name });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { share, open, assign, answers, refusal, settled };
}

describe('a tap on the share button with the Web Share API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the share sheet with the title, the line and the address, not the WhatsApp link', async () => {
    const p = phone();
    expect(tap().defaultPrevented).toBe(true);
    expect(p.share).toHaveBeenCalledWith(data);
    p.answers[0]!.resolve();
    await p.settled();
    expect(p.open).not.toHaveBeenCalled();
  });

  it('a second tap while the sheet is open asks nothing and never leaves the page; once it closes, a tap shares again', async () => {
    const p = phone();
    tap();
    expect(tap().defaultPrevented).toBe(true); // the link is not followed either
    expect(p.share).toHaveBeenCalledTimes(1);
    p.answers[0]!.reject(p.refusal('AbortError'));
    await p.settled();
    expect(p.open).not.toHaveBeenCalled();
    expect(p.assign).not.toHaveBeenCalled();
    tap();
    expect(p.share).toHaveBeenCalledTimes(2);
    p.answers[1]!.resolve();
    await p.settled();
  });

  it('an earlier share still running (InvalidStateError) or any failure other than a refusal does nothing', async () => {
    const p = phone();
    for (const name of ['InvalidStateError', 'AbortError', 'DataError', 'OperationError']) {
      tap();
      p.answers.at(-1)!.reject(p.refusal(name));
      await p.settled();
    }
    expect(p.open).not.toHaveBeenCalled();
    expect(p.assign).not.toHaveBeenCalled();
  });

  it('sharing refused here (NotAllowedError) opens the WhatsApp link after all, in this tab if pop-ups are blocked', async () => {
    const p = phone();
    tap();
    p.answers[0]!.reject(p.refusal('NotAllowedError'));
    await p.settled();
    expect(p.open).toHaveBeenCalledWith(attributes.href, '_blank');
    p.open.mockReturnValueOnce(null as never);
    tap();
    p.answers[1]!.reject(p.refusal('NotAllowedError'));
    await p.settled();
    expect(p.assign).toHaveBeenCalledWith(attributes.href);
  });

  it('data the browser says it cannot share is left to the link (WhatsApp in a new tab), with no sheet', () => {
    const p = phone({ canShare: () => false });
    expect(tap().defaultPrevented).toBe(false);
    expect(p.share).not.toHaveBeenCalled();
  });
});
