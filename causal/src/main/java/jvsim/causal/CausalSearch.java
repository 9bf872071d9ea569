package jvsim.causal;

import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import jvsim.causal.CausalModel.Prefix;
import jvsim.causal.CausalModel.Target;
import jvsim.search.Execution;
import jvsim.search.ScheduleFollower;
import jvsim.search.Search;
import jvsim.search.SearchStrategy;
import jvsim.vm.SchedMode;

/**
 * Causal search (maximal causal reduction; Huang, PLDI 2015, after the maximal causal model of
 * Serbanuta, Chen and Rosu, RV 2012): explores one execution per combination of values the reads
 * see, instead of one per happens-before trace. From each recorded execution ({@link Trace}) it
 * asks Z3 for every read r and every value v another write of r's location (or its initial value)
 * would give it: is there a schedule, consistent with the trace's causal model
 * ({@link CausalModel}), in which every read before r sees what it saw and r sees v (with as many
 * of the steps the trace ran before r in front as can be)? Each answer is a schedule prefix, kept
 * when the state it leads to is new ({@link CausalModel#key}: the threads' positions, the values
 * they read, the memory's last written values), and run later (the newest trace's first, see
 * {@link Pending})
 * unless an execution run meanwhile stands for it ({@link #subsumed}): the VM follows it
 * ({@link ScheduleFollower}) and goes on without preemption but past a Thread.yield, and the new execution's trace yields
 * new questions. A read whose value its thread never uses ({@link jvsim.vm.Op#valueUnused}) is no
 * read of the model: no question, no constraint. Orders the model
 * takes from the trace instead of values (notify and wait, park and unpark, getState, effects
 * outside the VM, critical sections) are questions too: the later step first; and a thread a
 * halting step cut short runs before it. Lock state is read and written too: a cycle of threads
 * each holding (in the trace) the monitor the previous one takes next is a question (a prefix
 * where each is about to block on the next: a deadlock), and so is a notify before the wait it
 * ended, the waiter about to wait (a lost wake-up); java.util.concurrent locks are data (their
 * state field) and need nothing more. The search ends when no new causal model remains.
 *
 * <p>The questions of one trace are solved on a thread pool (a fresh Z3 context for each share of
 * a window's questions) while the VM runs the next execution; the queue only takes a trace's
 * answers after the following execution started, so the executions run are the same whatever the
 * timing (for a given number of solver threads: an answer may depend on the questions asked before
 * it in the same share). Each question's prefix keeps as much of the trace's history in front as
 * it can (see {@link CausalEncoding#solve}). Reads see what the VM reports
 * ({@link jvsim.vm.ExecutionListener#accessed}); the search needs plain accesses to shared objects
 * as scheduling points (--sched=shared, the default, or all). A program's data choices
 * (Verify.getInt) are questions that need no solver ({@link Questions#choices}): each other value
 * of each choice, the trace before it kept.
 */
public final class CausalSearch extends Search {
    public record Options(
            @SearchStrategy.Option(description = "solver threads (0: one per core)", defaultValue = "0", min = 0)
            int solverThreads,
            @SearchStrategy.Option(description = "give up one solver question after this many milliseconds", defaultValue = "10000", min = 1)
            int solverTimeout,
            @SearchStrategy.Option(description = "solve a longer trace in windows of this many events, each overlapping the next by half", defaultValue = "1000", min = 2)
            int window) { }

    private final int threads, timeoutMs, window;
    private final AtomicLong solverCalls = new AtomicLong(), solverNanos = new AtomicLong(), unknown = new AtomicLong();
    private long duplicates, sameModel, windows, farAsked, farUnasked, choicesUnasked;
    /** A far read and write are asked about in a window of their own when at most this many windows apart ({@link FarReads}). */
    public static final int FAR_WINDOWS = 4;

    public CausalSearch(int solverThreads, int solverTimeoutMs) { this(solverThreads, solverTimeoutMs, 1000); }

    /** A search that solves a trace longer than window events in windows of that many (see {@link #submit}). */
    public CausalSearch(int solverThreads, int solverTimeoutMs, int window) {
        this.threads = solverThreads > 0 ? solverThreads : Runtime.getRuntime().availableProcessors();
        this.timeoutMs = solverTimeoutMs;
        this.window = window;
    }

    /**
     * A schedule prefix waiting to run, found from the trace of execution number generation: those
     * of later executions first (depth first: the newest trace's questions go on from what it
     * found), then shorter ones, then older ones. Bugs come sooner than breadth first (the order
     * before): Airline's after 9 executions instead of 19, ProducerConsumer's 14 instead of 37,
     * juc.CheckThenAct's 10 instead of none in 60 s; complete searches of the reduction table's
     * programs run as many executions either way.
     */
    private record Pending(Prefix prefix, long seq, long generation) implements Comparable<Pending> {
        @Override public int compareTo(Pending o) {
            if (generation != o.generation) return Long.compare(o.generation, generation);
            int events = prefix.events(), others = o.prefix.events();
            return events != others ? Integer.compare(events, others) : Long.compare(seq, o.seq);
        }
    }

    private final PriorityQueue<Pending> queue = new PriorityQueue<>();
    private final Set<Map<String, Long>> executed = new HashSet<>();
    /** The states the queued prefixes lead to ({@link CausalModel#key}), for the duplicateModels count. */
    private final Set<StateKey.Fingerprint> models = new HashSet<>();
    /**
     * States executions passed through after their prefixes, each with the thread that stepped
     * next or last: a prefix leading to one of them runs on as that execution did ({@link #passed}).
     */
    private final Set<StateKey.Fingerprint> passed = new HashSet<>();
    /** At most this many states of {@link #passed} are kept (16 bytes each, and the set's own). */
    static final int MAX_PASSED = 2_000_000;
    private long passedStates, embedded;
    /** The traces whose questions were asked, while they hold at most MAX_EXPLORED_EVENTS events in all (see {@link #subsumed}). */
    private final List<Trace> explored = new ArrayList<>();
    private long exploredEvents;
    /**
     * An event takes some hundreds of bytes with its accesses: about a fifth of the heap, and at
     * least 500,000 events. With 500,000 always, conformance.ConcThreadLocalsHandlers (3,600 events
     * a trace) kept its first 138 traces only, and the prefixes later traces embedded ran again.
     */
    static final long MAX_EXPLORED_EVENTS = Math.max(500_000, Runtime.getRuntime().maxMemory() / 2_000);
    private long seq;

    @Override protected void explore() {
        if (!config.sched.atLeast(SchedMode.SHARED))
            throw new jvsim.vm.VmInputException("causal search needs every access to shared data as a scheduling point: use --sched=shared or --sched=all");
        Trace.Recorder recorder = new Trace.Recorder();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "jvsim-causal-solver");
            t.setDaemon(true);
            return t;
        });
        List<jvsim.vm.ExecutionListener> listeners = config.listeners;
        config.listeners = new ArrayList<>(listeners);
        config.listeners.add(recorder);
        try {
            List<String> schedule = List.of();
            Solving solving = null;
            while (true) {
                Execution e = executor.run(new ScheduleFollower(schedule));
                Trace trace = recorder.take(e.steps, schedule);
                result.states += e.steps.size();
                finished(e);
                if (solving != null) take(solving);
                solving = null;
                // an execution whose reads all saw what an earlier one's did has that one's questions
                passed(trace, schedule);
                if (executed.add(trace.readValues())) {
                    solving = submit(pool, trace);
                    if (exploredEvents < MAX_EXPLORED_EVENTS) {
                        explored.add(trace);
                        exploredEvents += trace.events.size();
                    }
                }
                else sameModel++;
                Pending next;
                while (true) {
                    if (queue.isEmpty() && solving != null) {
                        take(solving);
                        solving = null;
                    }
                    next = queue.poll();
                    // a prefix whose execution an earlier one already stands for (see subsumed)
                    if (next == null || !subsumed(next.prefix())) break;
                }
                if (next == null) break;
                schedule = next.prefix().schedule();
            }
        } finally {
            config.listeners = listeners;
            // the pool's threads are interrupted first (each looks before a solver call), then the Z3 calls under way
            pool.shutdownNow();
            stop();
            try {
                pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
            result.strategyStats.put("solverCalls", solverCalls.get());
            result.strategyStats.put("solverMs", solverNanos.get() / 1_000_000);
            result.strategyStats.put("solverUnknown", unknown.get());
            result.strategyStats.put("duplicateModels", duplicates);
            result.strategyStats.put("sameModelExecutions", sameModel);
            result.strategyStats.put("passedStates", passedStates);
            result.strategyStats.put("embeddedPrefixes", embedded);
            result.strategyStats.put("solverWindows", windows);
            result.strategyStats.put("farQuestions", farAsked);
            result.strategyStats.put("farUnasked", farUnasked);
            result.strategyStats.put("choicesUnasked", choicesUnasked);
            // a search that finished without asking everything has not shown there is no violation
            List<String> left = new ArrayList<>();
            if (unknown.get() > 0) left.add(unknown.get() + " question" + (unknown.get() == 1 ? "" : "s") + " the solver gave up on at --solver-timeout");
            if (farUnasked > 0) left.add(farUnasked + " pair" + (farUnasked == 1 ? "" : "s") + " of steps (a read and a write, or two steps to reorder) more than " + FAR_WINDOWS + " windows apart (--window)");
            if (choicesUnasked > 0) left.add(choicesUnasked + " data-choice value" + (choicesUnasked == 1 ? "" : "s") + " past " + Questions.MAX_CHOICE_VALUES + " per choice");
            if (!left.isEmpty()) result.unexplored = String.join(", ", left);
        }
    }


    /**
     * Solves the trace's targets on the pool. A trace of at most {@link #window} events is one
     * model; a longer one is solved in windows of that many events, each starting half a window
     * after the previous one (a read and a write less than half a window apart share one), with
     * the events before a window fixed in front in their recorded order (the seed's window
     * approach: questions stay small however long the execution); a read and a write of another
     * thread that share no window are asked about in a window spanning both when they are at most
     * {@link #FAR_WINDOWS} windows apart ({@link FarReads}; farther pairs are counted in the stats,
     * farUnasked), and so are two threads' steps whose recorded order the model keeps or reverses
     * (effects outside the VM, synchronization: {@link FarOrders}). Each window's targets are split
     * in one share per thread (each builds Φ once in its context).
     */
    private Solving submit(ExecutorService pool, Trace trace) {
        int n = trace.events.size();
        // each window's questions go to the pool as soon as they are built: the solver works on the
        // first windows while the next are built (a long trace's are many)
        List<List<Future<List<List<Prefix>>>>> out = new ArrayList<>();
        CausalModel first = null;
        if (n <= window) {
            first = new CausalModel(trace);
            out.add(solve(pool, first, first.questions.targets()));
        } else for (int from = 0; ; from += window / 2) {
            // a limit ends the search between windows too
            checkLimits();
            CausalModel m = new CausalModel(trace, from, Math.min(n, from + window));
            if (first == null) first = m;
            out.add(solve(pool, m, m.questions.targets()));
            if (from + window >= n) break;
        }
        if (n > window) {
            // reads and writes no window holds together: a window spanning each group of them
            FarReads far = new FarReads(trace, window, FAR_WINDOWS * window);
            farAsked += far.asked;
            farUnasked += far.unasked;
            spans(pool, trace, far.spans, out, (m, questions) -> {
                List<Target> mine = new ArrayList<>();
                // only the span's reads: a span is up to FAR_WINDOWS windows long, all of its reads' targets many
                Set<Trace.Location> reads = new HashSet<>();
                for (FarReads.Question q : questions) reads.add(q.at());
                for (Target t : m.questions.readTargets(e -> e.accesses.stream().anyMatch(a -> a.reads && reads.contains(a.at))))
                    if (questions.contains(new FarReads.Question(t.event().index, t.read().at, t.read().observe(t.value())))) mine.add(t);
                return mine;
            });
            // orders no window holds together: a window from before the earlier step to the later
            FarOrders orders = new FarOrders(trace, far, window, FAR_WINDOWS * window);
            farAsked += orders.asked;
            farUnasked += orders.unasked;
            spans(pool, trace, orders.spans, out, (m, pairs) -> m.questions.reversals(pairs));
        }
        windows += out.size();
        List<Prefix> direct = new ArrayList<>(first.questions.halted());
        direct.addAll(first.questions.choices());
        choicesUnasked += first.questions.choicesUnasked;
        return new Solving(direct, out);
    }

    /** Submits the targets of each span (a window of its own, see FarReads and FarOrders) that targets picks among its model's. */
    private <Q> void spans(ExecutorService pool, Trace trace, List<FarReads.Span<Q>> spans, List<List<Future<List<List<Prefix>>>>> out,
            java.util.function.BiFunction<CausalModel, Set<Q>, List<Target>> targets) {
        for (FarReads.Span<Q> s : spans) {
            checkLimits();
            CausalModel m = new CausalModel(trace, s.from(), s.to());
            out.add(solve(pool, m, targets.apply(m, s.questions())));
        }
    }

    /**
     * A window's questions are split in shares of at least this many (each share builds Φ once,
     * in a Z3 context of its own). With one share per solver thread whatever the number of
     * questions, conformance.ConcThreadLocalsHandlers's 8 windows a trace of about 11 questions
     * each built Φ twice per window.
     */
    static final int MIN_SHARE = 16;

    /** Submits one window's targets to the pool, in shares of at least MIN_SHARE, at most one per solver thread (each builds Φ once, in a Z3 context of its own). */
    private List<Future<List<List<Prefix>>>> solve(ExecutorService pool, CausalModel model, List<Target> targets) {
        List<Future<List<List<Prefix>>>> mine = new ArrayList<>();
        // a share builds Φ in a context of its own, which costs about as much as a few questions
        // (the solver internalizes Φ at its first call): a window with few questions is one share,
        // and the windows of a trace, each a task, keep the threads busy
        int shares = Math.min(threads, (targets.size() + MIN_SHARE - 1) / MIN_SHARE);
        for (int s = 0; s < shares; s++) {
            List<Target> share = new ArrayList<>();
            for (int i = s; i < targets.size(); i += shares) share.add(targets.get(i));
            mine.add(pool.submit(() -> {
                List<List<Prefix>> found = new ArrayList<>();
                // a context of its own: Z3's answers depend only on the share's questions, not on
                // what the pool thread solved before (the search is repeatable whatever the timing)
                try (Context context = new Context()) {
                    // noted while in use, and no longer before it is closed (stop() interrupts the noted ones)
                    try {
                        if (!solving(context, true)) return found;
                        CausalEncoding phi = new CausalEncoding(model, context, timeoutMs);
                        for (Target t : share) {
                            // the search stopped (a limit): the pool is shut down, the answers are not wanted
                            if (Thread.currentThread().isInterrupted()) break;
                            long t0 = System.nanoTime();
                            found.add(phi.solve(t));
                            solverNanos.addAndGet(System.nanoTime() - t0);
                            solverCalls.incrementAndGet();
                        }
                        unknown.addAndGet(phi.unknown);
                    } finally {
                        solving(null, false);
                    }
                }
                return found;
            }));
        }
        return mine;
    }

    /** The prefixes of one trace: those found without the solver, and the solver's answers, per window one list per thread. */
    private record Solving(List<Prefix> direct, List<List<Future<List<List<Prefix>>>>> windows) { }

    /** Queues the new causal models a trace's answers found, window by window in the order of its targets. */
    private void take(Solving solving) {
        for (Prefix p : solving.direct()) queue(p);
        for (List<Future<List<List<Prefix>>>> window : solving.windows()) {
            List<List<List<Prefix>>> shares = new ArrayList<>();
            try {
                for (Future<List<List<Prefix>>> f : window) shares.add(answer(f));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("jvsim: causal search interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw new IllegalStateException("jvsim: causal search solver failed: " + e.getCause(), e.getCause());
            }
            // target i is share i % n's (i / n)-th
            int n = shares.size();
            for (int i = 0; n > 0; i++) {
                List<List<Prefix>> share = shares.get(i % n);
                if (i / n >= share.size()) break;
                for (Prefix p : share.get(i / n)) queue(p);
            }
        }
    }

    /**
     * Notes the states the trace passed through after following its schedule prefix: once the
     * follower has used up the prefix (the trace's first steps are the prefix's entries exactly),
     * every step after the prefix's last one was chosen by the follower's own rule (the previous
     * step's thread while it is enabled and not about to yield, else the next enabled thread after
     * it or the first enabled one: ScheduleFollower), a function of the state.
     * So a prefix leading to the state before one of the trace's steps from the prefix's last on,
     * with that step's thread stepping next with the same data choices ({@link StateKey#next}), or
     * to the state after one of them, that step's thread having stepped last
     * ({@link StateKey#previous}, a blocking question's prefix), runs on exactly as the trace did:
     * its execution would have the trace's steps and read values (see {@link CausalModel#key} for
     * why the key names the state), so it is not run.
     */
    private void passed(Trace trace, List<String> schedule) {
        List<Trace.Event> events = trace.events;
        int k = 0, used = 0;
        while (used < schedule.size()) {
            if (k >= events.size()) return;
            for (String entry : events.get(k).entries) if (used >= schedule.size() || !entry.equals(schedule.get(used++))) return;
            k++;
        }
        // the prefix's last step is the first after which the follower's rule alone chooses
        int from = Math.max(k - 1, 0);
        StateKey state = StateKey.after(events.subList(0, from));
        for (int j = from; j < events.size() && passed.size() < MAX_PASSED; j++) {
            Trace.Event e = events.get(j);
            passed.add(state.next(e.thread, e.entries));
            state.add(e);
            passed.add(state.previous(e.thread));
        }
    }

    /**
     * Whether an execution run before stands for the prefix's, which is then not run: one passed
     * through the state the prefix leads to ({@link #passed}), or one whose questions were asked
     * embeds the prefix ({@link Trace#embeds}: reordered to begin with the prefix, it is an
     * execution of the same causal model, so what the prefix's execution would add is reached from
     * that trace's questions as from the prefix's own). Both are counted in the stats
     * (passedStates, embeddedPrefixes).
     */
    private boolean subsumed(Prefix p) {
        if (passed.contains(p.key())) {
            passedStates++;
            return true;
        }
        if (p.steps() == null) return false;
        for (Trace t : explored) {
            if (t.embeds(p.steps(), p.target(), p.value())) {
                embedded++;
                return true;
            }
        }
        return false;
    }

    /** The Z3 contexts the pool's threads are solving in (by thread), while the search runs: {@link #stop} interrupts them. */
    private final Map<Thread, Context> contexts = new java.util.HashMap<>();
    private boolean stopped;

    /**
     * Notes (solving true) that the current pool thread solves in context, or (false) that it is
     * done with it, before it is closed; false when the search has stopped and the thread should
     * not begin.
     */
    private synchronized boolean solving(Context context, boolean solving) {
        if (!solving) contexts.remove(Thread.currentThread());
        else if (!stopped) contexts.put(Thread.currentThread(), context);
        return !stopped;
    }

    /**
     * Interrupts the solver calls under way (Z3's own interruption, from another thread): the
     * search ends at once when it stops at a limit, instead of after the questions being solved,
     * each up to the solver timeout. The Java threads are interrupted by the pool's shutdown.
     */
    private synchronized void stop() {
        stopped = true;
        for (Context c : contexts.values()) c.interrupt();
    }

    /**
     * The answers of one share, waited for in slices so that a limit (--max-time, a stop request)
     * ends the search while the solver works: a trace with long JDK stretches (a stack trace
     * printed) has many large questions, and the limit is otherwise only looked at between executions.
     */
    private List<List<Prefix>> answer(Future<List<List<Prefix>>> f) throws InterruptedException, ExecutionException {
        while (true) {
            try {
                return f.get(100, java.util.concurrent.TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                checkLimits();
            }
        }
    }

    /**
     * Queues p unless an execution passed through the state it leads to (its
     * {@link CausalModel#key}). A prefix leading to a state queued before is queued too (counted
     * in duplicateModels): whichever of them comes first in the queue runs, and the others are
     * then passed ({@link #subsumed}). Dropping the later ones here instead, the earlier found
     * standing for them, ran as many executions but missed final states (the section program S14
     * of CausalAgainstDporTest: x=2 y=10): the prefixes lead to one state but order their events
     * differently, so their traces differ before it, and so do the questions those traces ask.
     */
    private void queue(Prefix p) {
        if (passed.contains(p.key())) {
            passedStates++;
            return;
        }
        if (!models.add(p.key())) duplicates++;
        queue.add(new Pending(p, seq++, result.executions));
    }

    /** causal. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public String name() { return "causal"; }
        @Override public String description() {
            return "causal search (maximal causal reduction, Z3): one execution per combination of values reads see (--solver-threads, --solver-timeout, --window)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new CausalSearch(o.solverThreads(), o.solverTimeout(), o.window()); }
    }
}
