import { ROOM_INFO_TIMEOUT_MS } from '#common/realtime/limits.ts';
import type {
  RoomCreateReply,
  RoomCreateRequest,
  RoomInfoReply,
  RoomJoined,
  RoomVerifyReply,
} from '#common/realtime/contract.ts';
import { ROOM_MESSAGES } from '#common/realtime/messages.ts';
import type { AccessMode } from './AccessDialog';

/**
 * How long a tab holding an access token waits for the server to admit it by that token
 * before it asks for the password again (an expired or foreign token is silently ignored).
 */
export const TOKEN_ADMISSION_GRACE_MS = 2000;

type AccessPhase = 'checking' | AccessMode | 'granted';

export interface AccessState {
  /** checking: waiting for room info; create/join: the dialog is open; granted: in. */
  phase: AccessPhase;
  isPrivate: boolean;
  error: string | null;
  busy: boolean;
  /** This tab created the room (the code editor then seeds it with its local files). */
  createdHere: boolean;
}

/** What the access flow needs from the room socket (app/realtime's RealtimeClient). */
export interface AccessPort {
  /** Null when no reply came in time. */
  roomInfo(room: string): Promise<RoomInfoReply | null>;
  createRoom(request: RoomCreateRequest): Promise<RoomCreateReply>;
  verifyRoom(room: string, password: string): Promise<RoomVerifyReply>;
  /** The room this socket is admitted to right now, or null. */
  admission(): RoomJoined | null;
  onAdmitted(listener: (joined: RoomJoined) => void): () => void;
  hasToken(room: string): boolean;
  forgetToken(room: string): void;
}

export interface AccessTiming {
  infoTimeoutMs: number;
  tokenGraceMs: number;
}

const DEFAULT_TIMING: AccessTiming = {
  infoTimeoutMs: ROOM_INFO_TIMEOUT_MS,
  tokenGraceMs: TOKEN_ADMISSION_GRACE_MS,
};

export const INITIAL_ACCESS: AccessState = {
  phase: 'checking',
  isPrivate: false,
  error: null,
  busy: false,
  createdHere: false,
};

/**
 * docs/product.md#rooms-and-access for one room page of either lab (collaboration space,
 * editor room), as pure logic behind `AccessPort`. Ask for room info: public → granted, private →
 * join dialog, new (or no reply within 3 s) → create dialog. Create and join report the
 * server's message or the fallback. The server of docs/product.md admitting the socket (a public room, or a
 * valid token after a reload) grants access whatever the dialog shows.
 */
export class RoomAccess {
  private state: AccessState = INITIAL_ACCESS;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopAdmitted: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly port: AccessPort,
    private readonly room: string,
    private readonly timing: AccessTiming = DEFAULT_TIMING,
  ) {}

  start(): void {
    this.stopAdmitted = this.port.onAdmitted((joined) => this.admitted(joined));
    const joined = this.port.admission();
    if (joined) this.admitted(joined);
    else void this.check();
  }

  stop(): void {
    this.stopped = true;
    this.stopAdmitted?.();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  /**
   * The socket came back but the server did not let it in again (a token from before a server
   * restart with a new secret, or an expired one): forget the token and run the flow again.
   */
  recheck(): void {
    if (this.stopped || this.state.phase !== 'granted') return;
    this.port.forgetToken(this.room);
    this.update({ phase: 'checking', error: null, busy: false });
    void this.check();
  }

  getState = (): AccessState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  create = async ({ isPrivate, password }: { isPrivate: boolean; password: string }) => {
    if (this.state.phase !== 'create' || this.state.busy) return;
    this.update({ busy: true, error: null });
    const request = isPrivate
      ? { room: this.room, isPrivate, password }
      : { room: this.room, isPrivate };
    const reply = await this.port.createRoom(request);
    if (this.stopped) return;
    if (reply.success) {
      // The server admits the socket before it answers, so access may be granted already.
      this.update({ createdHere: true });
      if (this.state.phase === 'create') this.grant(isPrivate);
      return;
    }
    if (this.state.phase !== 'create') return;
    if (reply.message === ROOM_MESSAGES.roomExists) {
      // Somebody was quicker: ask again, so the visitor joins their room instead.
      this.update({ phase: 'checking', busy: false });
      return this.check();
    }
    this.update({ busy: false, error: reply.message || ROOM_MESSAGES.createFailed });
  };

  join = async (password: string) => {
    if (this.state.phase !== 'join' || this.state.busy) return;
    this.update({ busy: true, error: null });
    const reply = await this.port.verifyRoom(this.room, password);
    if (this.stopped || this.state.phase !== 'join') return;
    if (reply.success) return this.grant(true);
    this.update({ busy: false, error: reply.message || ROOM_MESSAGES.accessDenied });
  };

  private async check(): Promise<void> {
    const reply = await this.withDeadline(this.port.roomInfo(this.room));
    if (this.stopped || this.state.phase !== 'checking') return;
    if (reply === null || !('exists' in reply)) {
      // No answer in time counts as a new room (docs/product.md#rooms-and-access); a refusal keeps its words.
      this.update({ phase: 'create', error: reply?.message ?? null });
      return;
    }
    if (!reply.exists) return this.update({ phase: 'create' });
    if (!reply.isPrivate) return this.grant(false);
    if (!this.port.hasToken(this.room)) return this.update({ phase: 'join', isPrivate: true });
    // A token from earlier in this tab: the server admits us by it, or it is stale.
    this.update({ isPrivate: true });
    this.later(this.timing.tokenGraceMs, () => {
      if (this.state.phase !== 'checking') return;
      this.port.forgetToken(this.room);
      this.update({ phase: 'join' });
    });
  }

  private withDeadline<T>(promise: Promise<T>): Promise<T | null> {
    return new Promise((resolve) => {
      const timer = this.later(this.timing.infoTimeoutMs, () => resolve(null));
      promise.then(
        (value) => {
          this.cancel(timer);
          resolve(value);
        },
        () => {
          this.cancel(timer);
          resolve(null);
        },
      );
    });
  }

  private admitted(joined: RoomJoined) {
    if (joined.room === this.room) this.grant(joined.isPrivate);
  }

  private grant(isPrivate: boolean) {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.update({ phase: 'granted', isPrivate, error: null, busy: false });
  }

  private later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private cancel(timer: ReturnType<typeof setTimeout>) {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private update(patch: Partial<AccessState>) {
    if (this.stopped) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
