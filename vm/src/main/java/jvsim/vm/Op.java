package jvsim.vm;

/**
 * A visible operation: what a thread is about to do at a scheduling point (its pending operation),
 * or did in one step of an execution. Locations are identified by the holder's stable id
 * ({@link VmObject#id}) and a key, so operations of different executions of one schedule compare.
 */
public final class Op {
    /** A thread's first step. */
    public static final int BEGIN = 0;
    /** Plain or volatile read / write of a field or array element; RMW: an atomic read-modify-write. */
    public static final int READ = 1, WRITE = 2, RMW = 3;
    /** Monitor enter (also re-acquisition after wait) and exit. */
    public static final int ACQUIRE = 4, RELEASE = 5;
    /** Object.wait: releases the monitor and waits for a notification. */
    public static final int WAIT = 6;
    /** LockSupport.park / unpark(thread): on the parked thread's permit. */
    public static final int PARK = 7, UNPARK = 8;
    /** Thread.start(child), the end of a thread (writes its liveness), join (waits for the end). */
    public static final int START = 9, END = 10, JOIN = 11;
    /** Thread.sleep / Thread.yield: scheduling points that touch no location. */
    public static final int SLEEP = 12, YIELD = 13;
    /**
     * Taking a class's initialization lock (on the class mirror's {@link #KEY_INIT}) to initialize
     * it: a write of its initialization state. A thread that found it initialized, erroneous or
     * being initialized by another thread (and waits) only read it: such steps are READs there.
     */
    public static final int INIT = 14;
    /** A thread continues after a wait that ended without a visible operation of its own (park, sleep, class init). */
    public static final int RESUME = 15;
    /** A named event fired by the target (jvsim.api.IMUnit.fireEvent); {@link #what} is its name. */
    public static final int EVENT = 16;
    /** A data choice (Verify.getInt) made during a step: not a scheduling point, recorded for traces. */
    public static final int CHOICE = 17;
    /**
     * Object.notify / notifyAll called by the program: no scheduling point (the caller holds the
     * monitor, no other thread can tell when it happened within its step), only a {@link #notes note}
     * of the step it happened in, for traces.
     */
    public static final int NOTIFY = 18, NOTIFY_ALL = 19;

    private static final String[] NAMES = {"begin", "read", "write", "rmw", "acquire", "release", "wait", "park",
        "unpark", "start", "end", "join", "sleep", "yield", "init", "resume", "event", "choose", "notify", "notifyAll"};

    /** Location keys besides fields and array elements. */
    public static final long KEY_ALIVE = -1, KEY_PERMIT = -2, KEY_INTERRUPT = -3, KEY_MONITOR = -4, KEY_INIT = -5,
        /** The one location of all EVENT operations (no holder). */
        KEY_EVENT = -6,
        /** A YIELD the VM forced on a step that ran too long without a visible operation (a spin loop). */
        KEY_PREEMPTED = -7,
        /** Thread.threadStatus (what getState reads): written by the VM, never by bytecode. */
        KEY_STATUS = -8,
        /**
         * The run state of a ThreadPoolExecutor, the high bits of its ctl (an AtomicInteger, the
         * holder): a part of ctl.value that the steps changing it write too, and the one a read of
         * ctl that only compares the run state reads instead (see jvsim.vm.Atomic#runStateKey).
         */
        KEY_RUN_STATE = -9,
        /**
         * An object's identity hash (Object.hashCode, System.identityHashCode): the first thread to
         * ask sets it from its own generator (an RMW of 0), later ones read it. A data location the VM
         * holds the value of (see {@link #valueKnown}), neither data nor synchronization for the JMM.
         */
        KEY_IDENTITY_HASH = -10,
        /**
         * The virtual clock (on the java.lang.System mirror, see Vm#clockHolder): read by every
         * clock read and deadline computation of a step when early timeouts are explored, written by
         * an early timeout ({@link #WAKE_TIMEOUT}), which moves it.
         */
        KEY_CLOCK = -11;

    /**
     * The string table's entry for contents whose String.hashCode is h, on the String class's
     * mirror (see jvsim.natives.LangNatives#intern): String.intern writes it when it adds the
     * contents (the first string interned with them becomes the canonical one), reads it when they
     * are there. Contents with equal hash codes share an entry (more orders explored, none missed).
     * Below every KEY_ constant, above causal search's own.
     */
    public static long stringTableKey(int h) { return -(1L << 40) - (h & 0xffffffffL); }

    /** Whether key is a string-table entry's ({@link #stringTableKey}). */
    public static boolean isStringTableKey(long key) { return key <= -(1L << 40) && key > -(1L << 40) - (1L << 32); }
    private static final long STATIC_BIT = 1L << 40, REF_BIT = 1L << 41, ELEMENT_BIT = 1L << 42;

    public int kind;
    /**
     * For a step that only ends its thread's wait (a WRITE of its {@link #KEY_STATUS}): why, {@link
     * #WAKE_SPURIOUS} (a spurious wake-up) or {@link #WAKE_TIMEOUT} (its deadline came while other
     * threads could run: the step moves the clock, a further side writing {@link #KEY_CLOCK});
     * {@link #WAKE_NONE} for every other operation.
     */
    public int wake;
    public static final int WAKE_NONE = 0, WAKE_SPURIOUS = 1, WAKE_TIMEOUT = 2;
    /** Holder of the location (object, array, class mirror, Thread object, monitor object), or null. */
    public VmObject obj;
    /** Location within the holder: {@link #fieldKey}, {@link #elementKey} or a KEY_ constant. */
    public long key;
    /** Where: the method and bytecode index of the operation (null for VM-internal steps). */
    public VmMethod method;
    public int pc;
    /** For START, JOIN and UNPARK: the other thread. */
    public VmThread other;
    /** Field name or element type for reports (may be null). */
    public String what;
    /** A synchronization access (volatile, atomic, VarHandle non-plain mode) rather than a plain one. */
    public boolean sync;
    /**
     * The innermost frame outside the JDK when the operation is inside JDK code (for reports), else
     * null; frames of classes the VM generated (lambdas, string concatenation) are skipped. For a
     * {@link #BEGIN} whose run() is the JDK's Thread.run: the method of its Runnable the thread
     * begins in (see {@link ThreadEntry}), pc 0.
     */
    public VmMethod userMethod;
    public int userPc;
    /** For an operation inside JDK code: the JDK method the program called (the callee of {@link #userMethod}), for reports; else null. */
    public VmMethod api;
    /**
     * For an operation inside JDK or test-framework code ({@link VmClass#testFramework}): the
     * innermost frame outside both, the program's own line that led there (for reports); else null.
     * Inside JDK code called by the program itself it is {@link #userMethod}'s frame.
     */
    public VmMethod appMethod;
    public int appPc;
    /**
     * What the executed step did besides its operation that traces show but the search does not
     * see ({@link #NOTIFY}, {@link #NOTIFY_ALL}), in order; null when nothing.
     */
    public java.util.List<Op> notes;
    /** The operation's thread is a daemon thread (a halting step stops it). */
    public boolean daemon;
    /**
     * The step ends the VM while other threads are alive: {@link #HALTS_DAEMONS} for the end of the
     * last non-daemon thread (the daemon threads stop), {@link #HALTS_ALL} for System.exit/halt.
     */
    public int halts;
    public static final int HALTS_DAEMONS = 1, HALTS_ALL = 2;
    /**
     * What the step did that outlives the VM: {@link #EFFECTS_UNKNOWN} for an operation not yet
     * executed, {@link #EFFECTS_NONE}, or {@link #EFFECTS_SEEN} when it wrote output or ended its
     * thread with an uncaught exception.
     */
    public int effects;
    public static final int EFFECTS_UNKNOWN = 0, EFFECTS_NONE = 1, EFFECTS_SEEN = 2;
    /**
     * Ids of the Thread objects whose {@link #KEY_STATUS} the step changed (it blocked, woke, ended
     * or started a thread, or made a monitor or join another thread waits for available or not),
     * or null: writes besides the operation's own, known once the step has executed.
     */
    public long[] statusWrites;
    /** Id of the Thread object of the thread that performs the operation (0 when not known). */
    public long self;
    /**
     * For an element key: how many consecutive elements the access covers from {@link #key} on (a
     * bulk access: System.arraycopy, clone, an Unsafe or VarHandle view of several bytes); 1 otherwise.
     */
    public int span = 1;
    /**
     * A further access the same step makes at once, or null: the source side of System.arraycopy
     * (this op writes the destination), of Unsafe.copyMemory or of clone, the locations a network
     * operation touches besides its own. Its kind is READ, WRITE or RMW, its location and span its
     * own, and it may have a further one in turn (a chain); the step is dependent with whatever
     * any side is.
     */
    public Op also;
    /**
     * The step runs inside a linearizable JDK operation (see {@link Atomic}): once executed, what
     * it did besides its own operation is in {@link #footprint}; before, it may touch anything.
     */
    public boolean region;
    /** The operations a {@link #region} step performed without stopping, in order (null before it executed). */
    public java.util.List<Op> footprint;
    /**
     * For an executed step that attempted a guarded blocking operation and undid it (see
     * jvsim.vm.Atomic#guardable): where the reads of the undone attempt begin in {@link #footprint}
     * (what comes before them the step did for good), or {@link #UNDONE_ALL} when the step began with
     * the attempt and did nothing else; {@link #NOT_UNDONE} otherwise. Such reads change nothing:
     * they order nothing after them.
     */
    public int undoneFrom = NOT_UNDONE;
    public static final int NOT_UNDONE = -2, UNDONE_ALL = -1;

    /**
     * What this executed step did for good, for ordering later steps after it: itself, null when it
     * was an undone attempt only, or a copy without the undone attempt's reads (see {@link #undoneFrom}).
     */
    public Op lasting() {
        if (undoneFrom == NOT_UNDONE) return this;
        if (undoneFrom == UNDONE_ALL) return null;
        Op o = copy();
        o.footprint = new java.util.ArrayList<>(footprint.subList(0, undoneFrom));
        o.undoneFrom = NOT_UNDONE;
        return o;
    }
    /**
     * Ids of the class mirrors whose initialization ended (initialized, erroneous or abandoned)
     * during the step, or null; known once the step has executed. A later read of such a class's
     * initialization state ({@link #KEY_INIT}) is ordered after the step, as is the wake-up of a
     * thread that waited for it.
     */
    public long[] initsEnded;
    /** For an {@link #EVENT} that is a method's begin or end ({@link MethodEvents}): the call; else null. */
    public MethodCall call;

    public static long fieldKey(boolean isStatic, boolean isRef, int slot) {
        return slot | (isStatic ? STATIC_BIT : 0) | (isRef ? REF_BIT : 0);
    }

    public static long elementKey(int index) { return ELEMENT_BIT | (index & 0xffffffffL); }

    /** An operation with every field at its initial value, which {@link #set} starts from. Never changed. */
    private static final Op BLANK = new Op();

    /** Makes this operation a new one: kind at the place (method, pc) on the location (obj, key), every other field initial. */
    public void set(int kind, VmObject obj, long key, VmMethod method, int pc) {
        copyFrom(BLANK);
        this.kind = kind; this.obj = obj; this.key = key; this.method = method; this.pc = pc;
    }

    public Op copy() {
        Op o = new Op();
        o.copyFrom(this);
        return o;
    }

    /**
     * Makes this operation equal to o: every field (the one definition of an operation's state, which
     * {@link #set}, {@link #copy} and a thread's saved state go through), the lists copied.
     */
    public void copyFrom(Op o) {
        kind = o.kind; wake = o.wake; obj = o.obj; key = o.key; method = o.method; pc = o.pc; other = o.other; what = o.what;
        sync = o.sync; userMethod = o.userMethod; userPc = o.userPc; api = o.api; daemon = o.daemon; halts = o.halts;
        appMethod = o.appMethod; appPc = o.appPc;
        notes = o.notes == null ? null : new java.util.ArrayList<>(o.notes);
        effects = o.effects; statusWrites = o.statusWrites; self = o.self; detachedHolder = o.detachedHolder; detachedOther = o.detachedOther;
        span = o.span; also = o.also == null ? null : o.also.copy();
        region = o.region; footprint = o.footprint == null ? null : new java.util.ArrayList<>(o.footprint);
        undoneFrom = o.undoneFrom;
        initsEnded = o.initsEnded;
        call = o.call;
    }

    /**
     * For an operation of t inside JDK code ({@link #method} there): records the program's frame
     * that led into the JDK ({@link #userMethod}) and the JDK method it called ({@link #api}); inside
     * JDK or test-framework code, also the innermost frame outside both ({@link #appMethod}).
     */
    public void locate(VmThread t) {
        if (method == null || !method.owner.jdk && !method.owner.testFramework && !method.owner.hidden) return;
        boolean inJdk = method.owner.jdk || method.owner.hidden;
        Frame callee = null;
        for (Frame f = t.top; f != null; callee = f, f = f.caller) {
            VmClass c = f.method.owner;
            // a generated class's frame (a lambda's forwarding method, a string concatenation) is not a line of the program
            if (c.hidden) continue;
            if (inJdk && !c.jdk) {
                userMethod = f.method;
                userPc = f.pc;
                api = callee == null ? null : callee.method;
                inJdk = false;
            }
            if (!c.jdk && !c.testFramework) {
                appMethod = f.method;
                appPc = f.pc;
                return;
            }
        }
    }

    /**
     * A further side of this operation (to chain as its {@link #also}): an access of its own kind,
     * location, span and synchronization, at the same place in the code (method, bytecode index,
     * the program's frame), the step's other sides unknown to it.
     */
    public Op side(int kind, VmObject holder, long key, int span, String what, boolean sync) {
        Op o = new Op();
        o.set(kind, holder, key, method, pc);
        o.span = span;
        o.what = what;
        o.sync = sync;
        o.userMethod = userMethod;
        o.userPc = userPc;
        o.appMethod = appMethod;
        o.appPc = appPc;
        return o;
    }

    /** Adds side at the end of this operation's chain of further sides ({@link #also}); returns side. */
    public Op chain(Op side) {
        Op last = this;
        while (last.also != null) last = last.also;
        last.also = side;
        return side;
    }

    /** Notes that the step did something the search does not see (see {@link #notes}); returns the note. */
    public Op note(int kind, VmObject holder, VmMethod m, int pc) {
        Op n = new Op();
        n.set(kind, holder, 0, m, pc);
        if (notes == null) notes = new java.util.ArrayList<>(1);
        notes.add(n);
        return n;
    }

    /** Records an operation this region step performed without stopping; returns it (natives refine it). */
    public Op absorb(int kind, VmObject holder, long key, VmMethod m, int pc) {
        Op a = new Op();
        a.set(kind, holder, key, m, pc);
        if (kind == UNPARK && holder != null && holder.meta instanceof VmThread) a.other = (VmThread) holder.meta;
        if (footprint == null) footprint = new java.util.ArrayList<>(4);
        footprint.add(a);
        return a;
    }

    /**
     * The parts of this step of one kind (ACQUIRE, RELEASE, UNPARK, ...): the step's own operation
     * and those its {@link #footprint} recorded, in order.
     */
    public java.util.List<Op> parts(int kind) {
        if (footprint == null) return this.kind == kind ? java.util.List.of(this) : java.util.List.of();
        java.util.List<Op> out = new java.util.ArrayList<>(2);
        if (this.kind == kind) out.add(this);
        for (Op f : footprint) if (f.kind == kind) out.add(f);
        return out;
    }

    /**
     * The accesses of this step one by one: its own operation, then the operations its {@link #footprint}
     * recorded, each followed by its further sides ({@link #also}). Before a region step ran, its own
     * operation and further sides only (see {@link #unknownFootprint}).
     */
    public java.util.List<Op> parts() {
        java.util.List<Op> out = new java.util.ArrayList<>(footprint == null ? 1 : footprint.size() + 1);
        for (Op s = this; s != null; s = s.also) out.add(s);
        if (footprint != null) for (Op f : footprint) for (Op s = f; s != null; s = s.also) out.add(s);
        return out;
    }

    /** Whether this operation's step may have done more than the operation: a region step not yet executed. */
    public boolean unknownFootprint() { return region && footprint == null; }

    /** A thread returning from wait or park for no reason (--spurious-wakeups): the VM writes its status. */
    public boolean isSpuriousWakeup() { return wake == WAKE_SPURIOUS; }

    /** A thread's timed wait ending while other threads can run (--early-timeouts): the VM moves the clock and writes its status. */
    public boolean isTimeout() { return wake == WAKE_TIMEOUT; }

    /** A step that only ends its thread's wait, spuriously or by an early timeout (see {@link #wake}). */
    public boolean isWakeUp() { return wake != WAKE_NONE; }

    public boolean isAccess() { return kind == READ || kind == WRITE || kind == RMW; }

    /**
     * Whether this is a field, static or array element load whose value its thread never uses
     * (the next instruction discards it, or stores it into a local variable no path reads before
     * overwriting it; see ValueUse): what it reads cannot change what its thread does. Computed on
     * first question per instruction.
     */
    public boolean valueUnused() { return kind == READ && ValueUse.unused(method, pc); }

    /**
     * For a field, static or array element load whose value its thread uses only in the
     * conditional branch right after it (a comparison with zero, null or a constant), whether that
     * branch is taken, as a predicate on the value (see ValueUse): two values the predicate agrees
     * on lead the thread to the same next steps. Null when the value is used otherwise.
     */
    public java.util.function.LongPredicate valueTest() { return kind == READ ? ValueUse.test(method, pc) : null; }
    public boolean writes() { return kind == WRITE || kind == RMW; }

    /** Whether the executed step changed the status of the thread whose object has id holder. */
    public boolean writesStatusOf(long holder) {
        if (statusWrites != null) for (long h : statusWrites) if (h == holder) return true;
        return false;
    }

    /** Stable id of the location's holder (0 when none). */
    public long holderId() { return obj != null ? obj.id : detachedHolder; }

    /** Whether the location has a holder (also for a detached operation). */
    public boolean hasHolder() { return obj != null || detachedHolder != NO_HOLDER; }

    /** Uid of {@link #other} (also for a detached operation), or -1. */
    public int otherUid() { return other != null ? other.uid : detachedOther; }

    public boolean sameLocation(Op o) {
        return key == o.key && holderId() == o.holderId() && hasHolder() == o.hasHolder();
    }

    /** Whether the locations of this access and o's share an element (or are one field or key): ranges overlap. */
    public boolean overlaps(Op o) {
        if (span == 1 && o.span == 1) return sameLocation(o);
        return holderId() == o.holderId() && hasHolder() == o.hasHolder() && key < o.key + o.span && o.key < key + span;
    }

    /**
     * What element i of the data location (holder, key) holds now, as {@link ExecutionListener#accessed}
     * reports it (a reference as its object's id); 0 past an array's end.
     */
    /**
     * Whether this access's location is a field or array element of its holder whose value the VM
     * holds (see {@link ExecutionListener#accessed}): not off-heap memory (keyed by address on
     * Unsafe's mirror) or another location outside the holder's slots.
     */
    public boolean valueKnown() {
        if (!isAccess() || obj == null) return false;
        if (key == KEY_IDENTITY_HASH) return true;
        if (key < 0) return false;
        if (isElementKey(key)) return elementIndex(key) >= 0 && elementIndex(key) + Math.max(1, span) <= obj.length;
        long slot = (key & 0xffffffffL) + Math.max(1, span);
        if ((key & STATIC_BIT) != 0) {
            VmClass c = obj.mirrored();
            return c != null && slot <= ((key & REF_BIT) != 0 ? c.staticR.length : c.staticP.length);
        }
        return (key & REF_BIT) != 0 ? obj.r != null && slot <= obj.r.length : obj.p != null && slot <= obj.p.length;
    }

    static long valueAt(VmObject holder, long key, int i) {
        if (key == KEY_IDENTITY_HASH) return i == 0 ? holder.hash : 0;
        if (isElementKey(key)) {
            int at = elementIndex(key) + i;
            if (at < 0 || at >= holder.length) return 0;
            return holder.arr == null ? idOf(holder.r[at]) : GuestMemory.primElement(holder, at);
        }
        int slot = (int) (key & 0xffffffffL) + i;
        boolean ref = (key & REF_BIT) != 0;
        if ((key & STATIC_BIT) != 0) {
            VmClass c = holder.mirrored();
            return ref ? (slot < c.staticR.length ? idOf(c.staticR[slot]) : 0) : slot < c.staticP.length ? c.staticP[slot] : 0;
        }
        return ref ? (slot < holder.r.length ? idOf(holder.r[slot]) : 0) : slot < holder.p.length ? holder.p[slot] : 0;
    }

    private static long idOf(VmObject o) { return o == null ? ExecutionListener.NULL_VALUE : o.id; }

    /** The first element index of an element key (see {@link #elementKey}). */
    private static int elementIndex(long key) { return (int) (key & 0xffffffffL); }

    /** Whether key is an array element's. */
    private static boolean isElementKey(long key) { return key >= 0 && (key & ELEMENT_BIT) != 0; }

    private static final long NO_HOLDER = Long.MIN_VALUE;
    private long detachedHolder = NO_HOLDER;
    private int detachedOther = -1;

    /**
     * A copy that keeps what dependence needs (kind, location ids, the other thread's uid, flags)
     * and no reference into the VM: searches keep such copies of past executions' operations
     * (DPOR's wakeup trees) without keeping those executions' objects and threads alive.
     */
    public Op detached() {
        Op d = copy();
        d.detachedHolder = obj != null ? obj.id : detachedHolder;
        d.detachedOther = otherUid();
        d.obj = null; d.other = null; d.method = null; d.userMethod = null; d.api = null; d.appMethod = null; d.what = null; d.notes = null; d.call = null;
        if (also != null) d.also = also.detached();
        if (footprint != null) {
            d.footprint = new java.util.ArrayList<>(footprint.size());
            for (Op f : footprint) d.footprint.add(f.detached());
        }
        return d;
    }

    public static String kindName(int kind) { return NAMES[kind]; }

    /** "Class.method(File.java:line)" of the operation, or "" when unknown. */
    public String where() { return where(method, pc); }

    /** Where the operation is, and for JDK code also the user code that called it. */
    public String whereWithCaller() {
        VmMethod begins = beginsIn();
        if (begins != null) return where(begins, 0);
        String w = where();
        return userMethod == null ? w : w + " called from " + where(userMethod, userPc);
    }

    /**
     * For a thread's first step whose code is not yet the program's: the method the thread begins
     * in, as traces show it; else null. A thread whose run() is the JDK's Thread.run begins in its
     * Runnable's code ({@link #userMethod}, see {@link ThreadEntry}; a pool's worker in the JDK's); the main thread of a
     * Class#method target in that method, not in the class generated to call it.
     */
    public VmMethod beginsIn() {
        if (kind == BEGIN) return userMethod;
        if (kind == RESUME && key == 0 && pc == 0 && method != null) return method.owner.forwardsTo;
        return null;
    }

    /** The user-code location of the operation: where() in user code, the calling user frame's inside the JDK. */
    public String userWhere() { return userMethod == null ? where() : where(userMethod, userPc); }

    /** "Class.method(File.java:line)" of bytecode index pc in method, or "" for null. */
    public static String where(VmMethod method, int pc) {
        if (method == null) return "";
        VmClass c = method.owner;
        String file = c.sourceFile == null ? "Unknown Source" : c.sourceFile + (method.lineAt(pc) > 0 ? ":" + method.lineAt(pc) : "");
        return c.javaName() + "." + method.name + "(" + file + ")";
    }

    /** A short description for traces: "write Counter.count", "acquire java.lang.Object", ... */
    public String describe() {
        if (isSpuriousWakeup()) return "spurious wake-up";
        if (isTimeout()) return "timeout";
        if (also != null && kind == WRITE && also.kind == READ) return "copy " + also.location() + " to " + location();
        // a thread that runs on from where it was, not stopped at an operation: at the first
        // instruction of a method it is main's first step (its class's initializer or main itself)
        // (javac gives a class a static initializer for an assert statement: its line is the class's)
        if (kind == RESUME && key == 0 && pc == 0 && method != null && method.name.equals("<clinit>")) return "begin (static initializer of " + method.owner.javaName() + ")";
        if (kind == RESUME && key == 0) return pc == 0 ? NAMES[BEGIN] : NAMES[RESUME];
        if (kind == RESUME && key == KEY_INIT && obj != null && obj.meta instanceof VmClass c) return "resume after the initialization of " + c.javaName();
        // the end of a thread: its liveness (what isAlive and join read) is the location, not worth words
        if (kind == END && key == KEY_ALIVE) return NAMES[END];
        StringBuilder b = new StringBuilder(NAMES[kind]);
        if (what != null || other != null || obj != null && kind != BEGIN) b.append(' ').append(location());
        if (also != null) b.append(", ").append(also.describe());
        return b.toString();
    }

    /** The location for traces: what, the other thread or the holder's class, and a bulk access's element range. */
    private String location() {
        String l = what != null ? what : other != null ? other.name() : obj != null ? obj.cls.javaName() : "";
        return span != 1 && isElementKey(key) ? l + " [" + elementIndex(key) + ".." + (elementIndex(key) + span) + ")" : l;
    }

    @Override public String toString() { return describe() + (method == null ? "" : " at " + where()); }
}
