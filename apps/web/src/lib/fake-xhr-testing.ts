import { vi } from 'vitest';

/**
 * A stand-in XMLHttpRequest: records what was sent and lets the test report upload progress and answer,
 * the way a browser would while a multipart body goes out.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser's progress event for the request body. */
  progress(loaded: number, total: number): void {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }

  /** The server's answer, as an envelope. */
  answer(envelope: unknown, status = 200): void {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.events.dispatchEvent(new Event('load'));
  }
}

export function installFakeXhr(): void {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
