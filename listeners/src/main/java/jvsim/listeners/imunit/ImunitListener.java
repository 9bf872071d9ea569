package jvsim.listeners.imunit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.CopiedState;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Frame;
import jvsim.vm.Monitor;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.StateComponent;
import jvsim.vm.Vm;
import jvsim.vm.VmInputException;
import jvsim.vm.VmMethod;
import jvsim.vm.VmThread;

/**
 * IMUnit schedules ({@code --listener=imunit}). Events are the target's
 * {@code jvsim.api.IMUnit.fireEvent(name)} calls and the implicit {@code start@t} (t's first step)
 * and {@code end@t}. In active mode (the default) a thread about to fire an event whose
 * condition does not hold is held back, so the search explores exactly the interleavings the
 * schedule allows; when every thread that could run is held, the schedule cannot be satisfied.
 * In check mode nothing is held and an event that happens before its condition holds is a
 * {@code schedule-violation}. Each schedule is checked by its own search run.
 */
public final class ImunitListener implements ExecutionListener, Condition.State {
    public static final jvsim.vm.ViolationKind KIND = jvsim.vm.ViolationKind.SCHEDULE_VIOLATION;

    private final boolean enforce;
    /** Schedules from --schedule, or null: the target method's @Schedule annotations. */
    private List<ScheduleSpec> schedules;
    /** Which schedule this listener's search run checks. */
    private final int run;
    private ScheduleSpec schedule;
    /**
     * What the schedule's conditions see of the running execution, copied whole by checkpoints
     * ({@link #state}): per event key (name, name@thread) the thread that fired it last, and
     * whether check mode reported a violation already.
     */
    static final class Run implements CopiedState.Data<Run> {
        final Map<String, VmThread> fired = new HashMap<>();
        boolean violated;

        @Override public Run copy() {
            Run r = new Run();
            r.fired.putAll(fired);
            r.violated = violated;
            return r;
        }

        @Override public void hash(StateComponent.Sink sink) {
            sink.add(violated ? 1 : 0);
            for (Map.Entry<String, VmThread> e : new java.util.TreeMap<>(fired).entrySet()) {
                sink.add(e.getKey());
                sink.add(e.getValue().uid);
            }
        }
    }

    private final CopiedState<Run> state = new CopiedState<>(new Run());

    @Override public StateComponent<?> state() { return state; }

    /** enforce: active mode; schedules: texts (null: read @Schedule of the target); run: which schedule. */
    public ImunitListener(boolean enforce, List<String> schedules, int run) {
        this.enforce = enforce;
        this.run = run;
        if (schedules != null && !schedules.isEmpty()) {
            this.schedules = new ArrayList<>();
            for (String s : schedules) this.schedules.add(ScheduleParser.parse(s));
        }
    }

    @Override public void executionStarted(Vm vm) {
        if (schedules == null) schedules = annotated(vm);
        schedule = run < schedules.size() ? schedules.get(run) : null;
        state.now = new Run();
    }

    /** Marks the generated class that runs an instance-method target: "pkg/Class$jvsim$method" (see TargetMethod). */
    private static final String TRAMPOLINE = "$jvsim$";

    /** The instance method a generated entry method runs (new Class().method()), else entry itself. */
    private static VmMethod instanceTarget(Vm vm, VmMethod entry) {
        String name = entry.owner.name;
        int at = name.lastIndexOf(TRAMPOLINE);
        if (at < 0 || !entry.name.equals("run")) return entry;
        String owner = name.substring(0, at), method = name.substring(at + TRAMPOLINE.length());
        for (jvsim.vm.VmClass c : vm.classes.loaded()) {
            if (!c.name.equals(owner) || c.loader != entry.owner.loader) continue;
            for (VmMethod m : c.declaredMethods) if (m.name.equals(method) && m.desc.startsWith("()") && !m.isStatic()) return m;
        }
        return entry;
    }

    /** The @Schedule texts of the method the main thread starts with (the target method or main). */
    private static List<ScheduleSpec> annotated(Vm vm) {
        Frame f = vm.mainThread.top;
        while (f != null && f.caller != null) f = f.caller;
        if (f == null) return List.of();
        VmMethod entry = instanceTarget(vm, f.method);
        List<ScheduleSpec> out = new ArrayList<>();
        for (String text : ScheduleAnnotations.of(entry)) {
            try {
                out.add(ScheduleParser.parse(text));
            } catch (ScheduleParser.BadSchedule e) {
                throw new VmInputException("@Schedule of " + entry.owner.javaName() + "#" + entry.name + ": " + e.getMessage());
            }
        }
        if (out.isEmpty())
            throw new VmInputException("--listener=imunit: no schedule: give --schedule=... or annotate "
                    + entry.owner.javaName() + "#" + entry.name + " with @jvsim.api.Schedule");
        return out;
    }

    @Override public int runs() { return schedules == null ? 1 : schedules.size(); }

    @Override public boolean holdsThreads() { return enforce; }

    @Override public boolean holds(VmThread t, Op pending) {
        if (schedule == null || !t.atPoint) return false;
        String name = eventName(pending);
        return name != null && unmet(name, t.name()) != null;
    }

    @Override public void stepped(VmThread t, Op op, Outcome outcome) {
        if (schedule == null) return;
        String name = eventName(op);
        if (name == null) return;
        String thread = t.name();
        if (!enforce && !state.now.violated) {
            Ordering broken = unmet(name, thread);
            if (broken != null) {
                state.now.violated = true;
                outcome.report(KIND, label() + " violated: " + name + "@" + thread + " happened before " + broken.condition()
                        + " (ordering " + broken + ")", thread, null);
            }
        }
        state.now.fired.put(name, t);
        state.now.fired.put(name + "@" + thread, t);
    }

    @Override public void allHeld(Vm vm, Outcome outcome) {
        StringBuilder waits = new StringBuilder();
        String first = null;
        for (VmThread t : vm.scheduler.threads()) {
            if (!t.isAlive() || !t.atPoint) continue;
            String name = eventName(t.pending);
            Ordering o = name == null ? null : unmet(name, t.name());
            if (o == null) continue;
            if (first == null) first = t.name();
            waits.append(waits.length() == 0 ? "" : "; ").append('"').append(t.name()).append("\" waits at ")
                 .append(name).append(" for ").append(o.condition());
        }
        outcome.report(KIND, "unsatisfiable " + label() + ": no thread can go on; " + waits, first, null);
    }

    private String label() {
        return "schedule " + (schedules.size() > 1 ? (run + 1) + " of " + schedules.size() + " " : "") + "\"" + schedule + "\"";
    }

    /** The first ordering for the event (name fired by thread) whose condition does not hold now, or null. */
    private Ordering unmet(String name, String thread) {
        for (Ordering o : schedule.orderings())
            if (o.event().matches(name, thread) && !o.condition().holds(this)) return o;
        return null;
    }

    /** The event an operation fires: a named event, start (a thread's first step), end; else null. */
    private static String eventName(Op op) {
        return switch (op.kind) {
            case Op.EVENT -> op.what;
            case Op.BEGIN -> "start";
            case Op.END -> "end";
            default -> null;
        };
    }

    @Override public boolean happened(EventPattern e) { return state.now.fired.containsKey(e.key()); }

    @Override public boolean blockedAfter(EventPattern e) {
        VmThread t = state.now.fired.get(e.key());
        return t != null && blocked(t);
    }

    /**
     * Whether t is blocked: waiting for a monitor, a notification, an unpark, a join or time, or to
     * retry a blocking JDK operation, or
     * stopped before acquiring a monitor another thread holds or joining a live thread (the
     * scheduler reports those as BLOCKED / WAITING too).
     */
    static boolean blocked(VmThread t) {
        switch (t.state) {
            case BLOCKED: case WAITING: case TIMED_WAITING: return true;
            case RUNNABLE: break;
            default: return false;
        }
        if (!t.atPoint) return false;
        if (t.guarded()) return true; // waits to retry a blocking JDK operation (jvsim.vm.Atomic#guardable)
        Op p = t.pending;
        if (p.kind == Op.ACQUIRE) {
            Monitor m = p.obj.monitor;
            return m != null && m.owner != null && m.owner != t;
        }
        return p.kind == Op.JOIN && p.other != null && p.other.isAlive();
    }

    /**
     * The options of {@code --listener=imunit}.
     *
     * @param schedule the schedules' texts (--schedule; one search run each), or empty: the target method's @Schedule
     * @param imunit   the mode (--imunit): enforce (null: the default) or check
     */
    public record Options(List<String> schedule, String imunit) { }

    /** {@code --listener=imunit}. */
    public static final class Provider implements ExecutionListener.Provider<Options> {
        @Override public String name() { return "imunit"; }
        @Override public String description() { return "IMUnit schedules of events fired with jvsim.api.IMUnit.fireEvent"; }
        @Override public Class<Options> options() { return Options.class; }

        @Override public ExecutionListener create(Options options, int run) {
            String m = options.imunit() == null ? "enforce" : options.imunit();
            if (!m.equals("enforce") && !m.equals("check"))
                throw new IllegalArgumentException("unknown --imunit mode '" + m + "' (expected enforce or check)");
            return new ImunitListener(m.equals("enforce"), options.schedule().isEmpty() ? null : options.schedule(), run);
        }
    }
}
