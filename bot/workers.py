"""Picture worker processes that never outlive the bot.

``referee run`` draws pictures in a ``PicturePool``: worker processes, each
fed through a pipe of its own. A picture is handed to an idle worker by the
thread that submits it, at once (``concurrent.futures.ProcessPoolExecutor``
hands work over through a manager thread, which waits for the GIL while the
event loop goes on with the move: 1-3 ms before the drawing could begin).
A worker that dies fails only its own picture and is replaced.

When the bot is gone (a crash, an out-of-memory kill, SIGKILL), each
worker reads the end of its pipe and exits; as a second guard it also runs
a daemon thread that watches its parent, and exits within
``PARENT_POLL_SECONDS`` of being re-parented. When every worker is gone,
multiprocessing's resource tracker reads the end of its pipe and exits too,
so nothing is left running.

Each worker also asks glibc's allocator to keep the memory of one picture
for the next (``keep_picture_memory``): by default glibc hands every large
block (an image, the quantizer's tables, zlib's buffers) back to the kernel
when it is freed and takes fresh zeroed pages for the next picture, and
those page faults were a third of a picture's time (``python -m bench``:
the encode of a 4-player board fell from 15 to 9.5 ms).

Heavy work has a lane of its own (issue 30: no turn waits behind a
replay): :func:`picture_lanes` gives ``turns``, the pool every move's board
is drawn in (``RENDER_PROCESSES``), and ``heavy``, a separate bounded pool
(``REPLAY_PROCESSES``, 1 by default; 0: one thread) for long jobs such as a
finished game's animated replay. A stop abandons the heavy job in progress
(its worker is killed and its future raises :class:`Abandoned`: a replay can
be drawn again from the move log) instead of waiting for it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future, InvalidStateError
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

PARENT_POLL_SECONDS = 0.5

# glibc's mallopt(3) parameters and the values a picture worker sets.
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD_BYTES = 32 * 1024 * 1024  # blocks below this come from the heap and are reused
TRIM_THRESHOLD_BYTES = 64 * 1024 * 1024  # free heap kept for the next picture, at most


def keep_picture_memory() -> bool:
    """Tell glibc's malloc to serve blocks up to 32 MiB from the heap and to
    keep up to 64 MiB of freed heap, instead of mapping and unmapping pages
    for every picture (mallopt(3); setting the mmap threshold also stops
    glibc's own dynamic adjustment of it). True when glibc took both; False
    elsewhere (another C library, or none found), where nothing changes."""
    name = ctypes.util.find_library("c")
    if not name:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)) and bool(
        mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES))


def _watch(parent: int) -> None:
    while True:
        time.sleep(PARENT_POLL_SECONDS)
        if os.getppid() != parent:
            os._exit(0)


def watch_parent(parent: int) -> None:
    """Exit this worker as soon as ``parent`` is gone."""
    threading.Thread(target=_watch, args=(parent,), name="watch-parent", daemon=True).start()


def picture_worker(parent: int) -> None:
    """Pool initializer of a picture process: watch the parent, keep memory."""
    keep_picture_memory()
    watch_parent(parent)


HEAVY_NICENESS = 10  # how much lower the heavy lane's processes run than the turns'


def heavy_worker(parent: int) -> None:
    """Pool initializer of a heavy-lane process: a picture process that runs
    at a lower priority, so that on a machine with few cores a replay being
    drawn takes the CPU only when no turn wants it."""
    picture_worker(parent)
    os.nice(HEAVY_NICENESS)


def render_pool(processes: int) -> PicturePool | None:
    """Processes that draw board pictures, so Pillow's work never holds the
    bot's GIL while the gateway heartbeats (0: draw in threads)."""
    if processes <= 0:
        return None
    return PicturePool(processes, initializer=picture_worker, initargs=(os.getpid(),))


def _serve(conn, initializer: Callable[..., Any] | None, initargs: tuple) -> None:
    """A picture process: run each (function, args, kwargs) that arrives and
    send back ("ok", result) or ("error", exception[, its traceback]), until the pipe closes
    (the pool shut down, or the bot is gone). Ctrl-C is the bot's to handle:
    it shuts the pool down, which closes the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if initializer is not None:
        initializer(*initargs)
    while True:
        try:
            fn, args, kwargs = conn.recv()
        except (EOFError, OSError):
            return
        except Exception as error:  # noqa: BLE001 - a job that cannot be unpickled here fails alone
            answer: tuple = ("error", error)
        else:
            try:
                answer = ("ok", fn(*args, **kwargs))
            except Exception as error:  # noqa: BLE001 - the caller's future raises it
                answer = ("error", error, "".join(traceback.format_exception(error)))
        try:
            conn.send(answer)
        except (EOFError, OSError):
            return
        except Exception as error:  # noqa: BLE001 - an answer that cannot be pickled
            conn.send(("error", RuntimeError(f"the result could not be sent back: {type(error).__name__}: {error}")))


class Abandoned(Exception):
    """A job given up when its lane shut down while it ran (a heavy job is
    never waited for at a stop; it can be done again later)."""


class RemoteTraceback(Exception):
    """The cause of an error raised in a picture process: its traceback
    there, so that a logged drawing fault shows where it happened."""

    def __str__(self) -> str:
        return "\n" + (self.args[0] if self.args else "")


@dataclass(eq=False)
class _Worker:
    process: Any
    conn: Any
    future: Future | None = None


class PicturePool(Executor):
    """A process pool for pictures (an ``Executor``: ``submit``, ``map``,
    ``shutdown``). ``submit`` pickles the job and writes it to an idle
    worker's pipe before it returns (a busy pool queues it); one reader
    thread collects the answers. A worker that dies (killed, out of
    memory) fails the picture it was drawing with ``BrokenProcessPool`` and
    a new worker takes its place; the other pictures go on."""

    def __init__(self, processes: int, initializer: Callable[..., Any] | None = None,
                 initargs: tuple = (), context=None):
        if processes <= 0:
            raise ValueError("a picture pool needs at least one process")
        self._context = context or multiprocessing.get_context("spawn")
        self._initializer, self._initargs = initializer, initargs
        self._lock = threading.Lock()
        self._workers: list[_Worker] = []
        self._idle: deque[_Worker] = deque()
        self._queue: deque[tuple[Future, Callable[..., Any], tuple, dict]] = deque()
        self._closing = False
        self._abandoning = False  # shutdown(abandon=True): running jobs are given up
        wake: tuple[Any, Any] = self._context.Pipe(duplex=False)  # shutdown wakes the reader thread
        self._wake_read, self._wake_write = wake
        with self._lock:
            for _ in range(processes):
                self._idle.append(self._spawn())
        self._reader = threading.Thread(target=self._read, name="picture-pool", daemon=True)
        self._reader.start()

    # -- the caller's side -------------------------------------------------------

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        with self._lock:
            if self._closing:
                raise RuntimeError("cannot schedule new pictures after the picture pool shut down")
            if self._idle:
                self._hand(self._idle.pop(), future, fn, args, kwargs)  # the last one freed: its caches are warm
            else:
                self._queue.append((future, fn, args, kwargs))
        return future

    def processes(self) -> list:
        """The worker processes now running (``multiprocessing.Process``)."""
        with self._lock:
            return [w.process for w in self._workers]

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False, abandon: bool = False) -> None:
        """Stop taking pictures; pictures already submitted are drawn (or,
        with ``cancel_futures``, those not yet begun are cancelled), then
        the workers' pipes close and they exit. ``abandon`` (the heavy lane
        at a stop) also cancels the jobs not yet begun and kills the workers
        of the running ones, whose futures raise :class:`Abandoned`: the
        shutdown never waits for a job."""
        with self._lock:
            self._closing = True
            if cancel_futures or abandon:
                while self._queue:
                    self._queue.popleft()[0].cancel()
            busy = [w.process for w in self._workers if w.future is not None] if abandon else []
            self._abandoning = self._abandoning or abandon
        for process in busy:
            process.kill()  # the reader sees it end and fails its job with Abandoned
        self._poke()
        if wait and self._reader is not threading.current_thread():
            self._reader.join()

    # -- inside (the lock is held where a method says so) ----------------------------

    def _spawn(self) -> _Worker:
        """A new worker process (lock held)."""
        ours, theirs = self._context.Pipe()
        process = self._context.Process(target=_serve, args=(theirs, self._initializer, self._initargs),
                                        name="referee-pictures", daemon=True)
        process.start()
        theirs.close()  # the worker's end lives in the worker only: its death closes the pipe
        worker = _Worker(process, ours)
        self._workers.append(worker)
        return worker

    def _hand(self, worker: _Worker, future: Future, fn, args: tuple, kwargs: dict) -> None:
        """Give ``worker`` (free) a job, or the next one if this one was
        cancelled or cannot be sent (lock held)."""
        if not (future.set_running_or_notify_cancel() and self._send(worker, future, fn, args, kwargs)):
            self._next(worker)

    def _send(self, worker: _Worker, future: Future, fn, args: tuple, kwargs: dict) -> bool:
        """Write a running job to ``worker``: True when the worker now owns
        it (a worker found dead fails it through the reader), False when the
        job itself failed, e.g. arguments that cannot be pickled (lock held)."""
        try:
            worker.conn.send((fn, args, kwargs))
        except OSError:  # the worker died while idle: the reader sees it and fails the job
            pass
        except Exception as error:  # noqa: BLE001 - the caller's future raises it
            future.set_exception(error)
            return False
        worker.future = future
        return True

    def _next(self, worker: _Worker) -> None:
        """A worker just became free: the next queued job, or idle (lock held)."""
        while self._queue:
            future, fn, args, kwargs = self._queue.popleft()
            if future.set_running_or_notify_cancel() and self._send(worker, future, fn, args, kwargs):
                return
        self._idle.append(worker)

    def _poke(self) -> None:
        try:
            self._wake_write.send_bytes(b"!")
        except OSError:
            pass

    def _read(self) -> None:
        """The reader thread: answers, dead workers, shutdown."""
        while True:
            with self._lock:
                conns = {w.conn: w for w in self._workers}
                sentinels = {w.process.sentinel: w for w in self._workers}
                if self._closing and not self._queue and all(w.future is None for w in self._workers):
                    break
            ready = multiprocessing.connection.wait([self._wake_read, *conns, *sentinels])
            if self._wake_read in ready:
                while self._wake_read.poll():
                    self._wake_read.recv_bytes()
            for handle in ready:
                if handle in conns:
                    self._answer(conns[handle])
                elif handle in sentinels:  # _died ignores a worker already replaced
                    self._died(sentinels[handle])
        self._close_all()

    def _answer(self, worker: _Worker) -> None:
        try:
            status, value, *where = worker.conn.recv()
        except (EOFError, OSError):
            self._died(worker)
            return
        except Exception as error:  # noqa: BLE001 - an answer that cannot be unpickled here
            status, value, where = "error", error, []
        if where:
            value.__cause__ = RemoteTraceback(where[0])
        with self._lock:
            future, worker.future = worker.future, None
            self._next(worker)
        if future is not None:
            if status == "ok":
                future.set_result(value)
            else:
                future.set_exception(value)

    def _died(self, worker: _Worker) -> None:
        worker.process.join(1)
        with self._lock:
            if worker not in self._workers:
                return
            self._workers.remove(worker)
            if worker in self._idle:
                self._idle.remove(worker)
            future, worker.future = worker.future, None
            worker.conn.close()
            if not self._closing or self._queue:
                self._next(self._spawn())
        if future is not None and self._abandoning:
            _give_up(future)
        elif future is not None:
            future.set_exception(BrokenProcessPool(
                f"a picture process ended while drawing (exit code {worker.process.exitcode})"))

    def _close_all(self) -> None:
        with self._lock:
            workers, self._workers = list(self._workers), []
            self._idle.clear()
        for worker in workers:
            worker.conn.close()  # the worker reads the end of its pipe and exits
        for worker in workers:
            worker.process.join(5)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join(1)
        self._wake_read.close()
        self._wake_write.close()


class ThreadLane(Executor):
    """The heavy lane without processes (``REPLAY_PROCESSES=0``): one daemon
    thread runs the jobs one after another, apart from the turns' executor.
    A shutdown with ``abandon`` returns at once: the job in progress raises
    :class:`Abandoned` and its thread, a daemon, never holds up the exit."""

    def __init__(self, name: str = "referee-heavy"):
        self._lock = threading.Condition()
        self._queue: deque[tuple[Future, Callable[..., Any], tuple, dict]] = deque()
        self._closing = False
        self._running: Future | None = None
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        with self._lock:
            if self._closing:
                raise RuntimeError("cannot schedule new work after the heavy lane shut down")
            self._queue.append((future, fn, args, kwargs))
            self._lock.notify()
        return future

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._queue and not self._closing:
                    self._lock.wait()
                if not self._queue:
                    return
                future, fn, args, kwargs = self._queue.popleft()
                if not future.set_running_or_notify_cancel():
                    continue
                self._running = future
            _settle(future, fn, args, kwargs)
            with self._lock:
                self._running = None

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False, abandon: bool = False) -> None:
        """Stop taking work; with ``cancel_futures`` or ``abandon`` the jobs
        not yet begun are cancelled; with ``abandon`` the running one raises
        :class:`Abandoned` now and is not waited for."""
        with self._lock:
            self._closing = True
            if cancel_futures or abandon:
                while self._queue:
                    self._queue.popleft()[0].cancel()
            running = self._running if abandon else None
            self._lock.notify()
        if abandon:
            if running is not None:
                _give_up(running)
            return
        if wait and self._thread is not threading.current_thread():
            self._thread.join()


def _settle(future: Future, fn: Callable[..., Any], args: tuple, kwargs: dict) -> None:
    """Run a job and give ``future`` its result or error (unless the job
    was given up meanwhile)."""
    try:
        result = fn(*args, **kwargs)
    except BaseException as error:  # noqa: BLE001 - the caller's future raises it
        try:
            future.set_exception(error)
        except InvalidStateError:
            pass  # abandoned at shutdown meanwhile
        return
    try:
        future.set_result(result)
    except InvalidStateError:
        pass  # abandoned at shutdown meanwhile


def _give_up(future: Future) -> None:
    try:
        future.set_exception(Abandoned("the job was given up: its lane shut down while it ran"))
    except InvalidStateError:
        pass  # it had just finished


def heavy_lane(processes: int) -> PicturePool | ThreadLane:
    """The lane for long jobs (a finished game's replay): ``processes``
    picture processes of its own (0: one thread), apart from the turns'."""
    if processes <= 0:
        return ThreadLane()
    return PicturePool(processes, initializer=heavy_worker, initargs=(os.getpid(),))


@dataclass
class PictureLanes:
    """Where ``referee run`` draws: ``turns`` every move's board (the
    service's ``render_executor``; None: the service's threads), ``heavy``
    long jobs such as a finished game's replay, so that no turn ever queues
    behind one."""

    turns: PicturePool | None
    heavy: PicturePool | ThreadLane

    def shutdown(self) -> None:
        """Abandon the heavy job in progress (never waited for), then stop
        the turns' lane after the pictures it has begun."""
        self.heavy.shutdown(wait=True, cancel_futures=True, abandon=True)
        if self.turns is not None:
            self.turns.shutdown(wait=True, cancel_futures=True)


def picture_lanes(render_processes: int, replay_processes: int) -> PictureLanes:
    """The two lanes from ``RENDER_PROCESSES`` and ``REPLAY_PROCESSES``."""
    return PictureLanes(render_pool(render_processes), heavy_lane(replay_processes))
