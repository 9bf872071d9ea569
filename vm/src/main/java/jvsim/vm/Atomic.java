package jvsim.vm;

/**
 * Linearizable JDK operations as single steps ({@link VmConfig#atomicJdk}). The JDK's thread-safe
 * classes in java.util.concurrent (collections and queues, atomics, locks and synchronizers,
 * executors, futures), and those whose public methods are all synchronized (see {@link #linearizable}),
 * are linearizable: exploring each public operation as one atomic step (at its
 * first shared access, which is where the thread stops) gives a client every behaviour it can
 * observe, while their internal CAS retries, volatile reads and spin-then-park loops would otherwise
 * multiply executions without new behaviours. A step granted inside such an operation (its pending
 * operation is flagged {@link Op#region}) runs the operation's further shared accesses, monitor
 * enters and exits and unparks without stopping and records them as the step's
 * {@link Op#footprint}, which the search uses for dependence like the step's own operation.
 * <p>
 * What stays a scheduling point inside an operation: whatever blocks or waits (park, wait, sleep,
 * yield, join, a contended monitor), thread starts, and every access of user code the operation
 * calls back into (a task's run, compute's function, a completion stage's action, a key's equals)
 * — a frame of a non-JDK class on top of the operation ends its atomicity, and the step is over
 * once the operation returns to its caller. Weakly consistent views (iterators, size of
 * ConcurrentHashMap) read atomically here: each call sees one state.
 */
public final class Atomic {
    private Atomic() {}

    /** VmClass.atomicity: not yet known, user code, a linearizable JDK class, other JDK code. */
    static final byte UNKNOWN = 0, USER = 1, LINEARIZABLE = 2, OTHER_JDK = 3;

    private static byte kind(VmClass c) {
        byte k = c.atomicity;
        if (k == UNKNOWN) {
            k = !c.jdk ? USER : linearizable(c.name) ? LINEARIZABLE : OTHER_JDK;
            c.atomicity = k;
        }
        return k;
    }

    /**
     * java.util.concurrent, and the JDK's classes whose every public method is synchronized on the
     * object (or its mutex): the synchronized collection wrappers, Vector, Hashtable, StringBuffer.
     */
    static boolean linearizable(String className) {
        return className.startsWith("java/util/concurrent/") || className.startsWith("java/util/Collections$Synchronized")
            || className.equals("java/util/Vector") || className.equals("java/util/Hashtable") || className.equals("java/lang/StringBuffer")
            || socket(className);
    }

    /** The JDK's socket, channel and selector classes (thread-safe; each operation does at most one network operation of its own). */
    private static final String[] SOCKET_CLASSES = {"java/net/Socket", "java/net/ServerSocket", "java/net/DatagramSocket",
        "java/nio/channels/SocketChannel", "java/nio/channels/ServerSocketChannel", "java/nio/channels/DatagramChannel",
        "java/nio/channels/Selector", "java/nio/channels/spi/AbstractSelect", "java/nio/channels/spi/AbstractInterruptibleChannel",
        "sun/nio/ch/NioSocketImpl", "sun/nio/ch/SocketChannelImpl", "sun/nio/ch/ServerSocketChannelImpl", "sun/nio/ch/DatagramChannelImpl",
        "sun/nio/ch/DatagramSocketAdaptor", "sun/nio/ch/SocketAdaptor", "sun/nio/ch/ServerSocketAdaptor", "sun/nio/ch/SelectorImpl",
        "sun/nio/ch/EPollSelectorImpl", "sun/nio/ch/SelectionKeyImpl"};

    /** Whether a class (or a nested class of one) is among the {@link #SOCKET_CLASSES}. */
    private static boolean socket(String className) {
        for (String s : SOCKET_CLASSES)
            if (className.startsWith(s) && (className.length() == s.length() || className.charAt(s.length()) == '$' || s.endsWith("Select"))) return true;
        return false;
    }

    /**
     * A frame's code: its class's, except Thread.start, one operation too (its monitor, held around
     * the start, is released within the step that starts the thread).
     */
    private static byte kind(Frame f) {
        VmMethod m = f.method;
        if (m.name.equals("start") && m.owner.name.equals("java/lang/Thread")) return LINEARIZABLE;
        return kind(m.owner);
    }

    /**
     * The outermost frame of the linearizable operation t is in (walking down from the top, JDK code
     * in between, up to the first user frame), or null when t is not inside one.
     */
    static Frame operation(VmThread t) {
        Frame outermost = null;
        for (Frame f = t.top; f != null; f = f.caller) {
            byte k = kind(f);
            if (k == USER) break;
            if (k == LINEARIZABLE) outermost = f;
        }
        return outermost;
    }

    // ------------------------------------------------------------ what an operation owns

    /**
     * The object whose operations own o: o's {@link VmObject#owner}, followed to the end (an object a
     * static operation made is owned by the object a constructor stored it in, which may be owned
     * in turn), or o itself.
     */
    static VmObject owner(VmObject o) {
        while (o.owner != null) o = o.owner;
        return o;
    }

    /**
     * The object the operation t runs in is an operation of: the {@link #owner} of the receiver of
     * the innermost frame of a linearizable class's instance method (or constructor) above t's first
     * user frame whose owner is the program's ({@link VmObject#program}; an operation on the JDK's
     * own objects, such as the common pool, is part of the operation that calls it); null outside
     * an operation, in a static one (Executors.newFixedThreadPool, CompletableFuture.supplyAsync
     * before it reaches an instance) and in a JDK class's initializer.
     */
    static VmObject context(VmThread t) {
        for (Frame f = t.top; f != null; f = f.caller) {
            byte k = kind(f);
            if (k == USER || f.kind == Frame.CLINIT) return null;
            if (k == LINEARIZABLE && !f.method.isStatic() && f.r[0] != null) {
                VmObject o = owner(f.r[0]);
                if (o.program) return o;
            }
        }
        return null;
    }

    /**
     * A new object o of t's, while searching with atomic JDK operations: made inside an operation
     * on an object, it is that object's (a node, an array, a view, an iterator, a task of a pool;
     * the innermost of the program's objects whose operation t runs, else the JDK's object);
     * made by the program (JDK code it calls outside any operation included) or by a static
     * operation for it, it is its own and the {@link VmObject#program}'s, and in the second case
     * {@link VmObject#claimable}; made by a JDK class's initializer, it is the JDK's.
     */
    static void allocated(VmObject o, VmThread t) {
        boolean inOperation = false;
        VmObject jdks = null;
        for (Frame f = t.top; f != null; f = f.caller) {
            byte k = kind(f);
            if (k == USER) break;
            if (f.kind == Frame.CLINIT) return;
            if (k == LINEARIZABLE) {
                if (!f.method.isStatic() && f.r[0] != null) {
                    VmObject r = owner(f.r[0]);
                    if (r.program) { o.owner = r; return; }
                    if (jdks == null) jdks = r;
                }
                inOperation = true;
            }
        }
        // made by an operation on the JDK's own objects (the common pool, a default thread factory) for none of the program's
        if (jdks != null) { o.owner = jdks; return; }
        o.program = !task(o.cls);
        o.claimable = inOperation;
    }

    /**
     * Whether c is a ForkJoinTask (the program's RecursiveTasks, and the tasks of a
     * CompletableFuture's async stages) or a CompletableFuture: a task is its pool's, whose
     * operations fork, run and join it, and a future's completion runs its dependents' (other
     * futures') in the thread that completes it, so their objects are not the program's in the
     * sense of {@link #belongs}: an operation on a task or future is atomic with the operations of
     * the pool that runs it and of the futures it completes, as all of java.util.concurrent's
     * operations were before 2026-11-29 (an approximation, stated in docs/how-the-search-works.md).
     */
    private static boolean task(VmClass c) {
        if (c.forkJoinTask == 0) {
            boolean task = false;
            for (VmClass k = c; k != null && !task; k = k.superclass)
                task = k.name.equals("java/util/concurrent/ForkJoinTask") || k.name.equals("java/util/concurrent/CompletableFuture");
            c.forkJoinTask = task ? (byte) 1 : 2;
        }
        return c.forkJoinTask == 1;
    }

    /**
     * t stores v, which a static operation made ({@link VmObject#claimable}), into holder: when t
     * runs a JDK constructor of holder (a pool keeping the queue Executors made for it, a wrapper
     * the executor it wraps, a task its future), v becomes holder's owner's, as if holder's
     * operation had made it. Any other store leaves it as it is.
     */
    static void stored(VmThread t, VmObject holder, VmObject v) {
        Frame f = t.top;
        if (f == null || f.r[0] != holder || !f.method.isInit() || kind(f) == USER || v == holder) return;
        VmObject c = context(t);
        if (c == null || owner(holder) != c || owner(v) == c) return;
        v.touch();
        v.owner = c;
        v.claimable = false;
    }

    /** -Djvsim.traceSplits=true: every scheduling point {@link #belongs} makes inside an operation is printed on stderr. */
    private static final boolean TRACE = Boolean.getBoolean("jvsim.traceSplits");

    /**
     * Whether t's access to holder, inside a region step (see {@link SchedulingPolicy#absorbs}), belongs
     * to the step. A linearizable operation is atomic over what its object owns: the accesses to
     * objects of its {@link #owner}, to the JDK's own objects (statics, thread groups: runtime
     * state no program passes to an operation), to strings (immutable; their hash cache is written
     * only with the value their contents decide), to t's own Thread object and unparks of other threads
     * (a woken thread may run any time after its unpark), and at most one
     * access to another object of the program (one access is atomic by itself: the step is that
     * access, with the operation's own accesses, which no other thread sees in between, before
     * and after it). A second such access (the operation reads an argument's length, then copies
     * its contents) stops the step, as does an operation on another object of the program called
     * inside this one (its own step, atomic over what that object owns): so the interleavings of
     * another thread's operations on an argument with this operation's reads of it are explored.
     * Code of no object of the program (a static method, a task's or a future's code) takes on the
     * object whose operation it calls, when its accesses so far were that object's.
     */
    static boolean belongs(VmThread t, int kind, VmObject holder) {
        if (t.wholeRegion) return true;
        VmObject c = t.regionContext, k = context(t);
        if (k != null && k != c) {
            // code of no object of the program (a task's, a future's, a static method's) went into an operation of one: that is the step's
            if (c != null || t.foreignAccessed && t.foreignOwner != k) {
                if (TRACE) System.err.println("jvsim: operation of " + c + " calls one of " + k + " at " + t.top.method + ":" + t.top.line());
                return false;
            }
            t.regionContext = c = k;
            t.foreignAccessed = false;
        }
        // an unpark only wakes a thread, which may run at any time after it: it stays in the step as the JDK's wake-ups did
        boolean foreign = kind != Op.UNPARK && foreign(t, c, holder);
        // another object's monitor is taken as a step's own operation (its holder's order of acquisitions is explored)
        if (kind == Op.ACQUIRE && foreign) return false;
        if (!foreign) return true;
        if (t.foreignAccessed) {
            if (TRACE) System.err.println("jvsim: operation of " + c + " accesses " + holder + " (of " + owner(holder) + ") again at " + t.top.method + ":" + t.top.line());
            return false;
        }
        t.foreignAccessed = true;
        t.foreignOwner = owner(holder);
        return true;
    }

    /** Whether an access of t to holder, in an operation of c, is to another object of the program (see {@link #belongs}). */
    private static boolean foreign(VmThread t, VmObject c, VmObject holder) {
        if (holder == null || holder == t.threadObj || holder.cls == t.vm.classes.stringClass()) return false;
        VmObject o = owner(holder);
        return o != c && o.program;
    }

    /** A region step of t begins at its pending operation on holder: its context, and whether that operation is already its one access to another object. */
    static void stepBegins(VmThread t, int kind, VmObject holder) {
        VmObject c = context(t);
        boolean foreign = foreign(t, c, holder);
        // taking another object's monitor (a synchronized method of it, whose frame is not there yet): the step is that object's operation
        t.regionContext = foreign && kind == Op.ACQUIRE ? null : c;
        t.foreignAccessed = foreign;
        t.foreignOwner = foreign ? owner(holder) : null;
    }

    /** Whether t still runs inside the operation whose outermost frame is op, with no user frame above. */
    static boolean within(VmThread t, Frame op) {
        for (Frame f = t.top; f != null; f = f.caller) {
            if (f == op) return true;
            if (kind(f) == USER) return false;
        }
        return false;
    }

    /**
     * Whether t's access is the interrupt check of an interruptible acquisition of a
     * java.util.concurrent synchronizer (AbstractQueuedSynchronizer's acquireInterruptibly,
     * acquireSharedInterruptibly, tryAcquireNanos, tryAcquireSharedNanos: lockInterruptibly,
     * CountDownLatch.await, Semaphore.acquire, timed tryLock and tryAcquire), in an operation the
     * program called. Such an operation has two linearization points: it checks the interrupt
     * status, then may take the synchronizer at once, without parking, so it can check, be
     * interrupted and still succeed. The check is a scheduling point of its own and ends the atomic
     * step. Operations that park between their check and their success (a condition's await, a
     * future's get) need no split: the park is a scheduling point. Inside the JDK's own loops (a pool
     * worker taking its next task) the JDK handles both outcomes, and the check stays in the step.
     */
    static boolean interruptCheck(VmThread t, int kind, VmObject holder) {
        if (kind != Op.READ || holder == null || holder != t.threadObj) return false;
        Frame f = t.top;
        while (f != null && f.method.owner.name.equals("java/lang/Thread")) f = f.caller;
        if (f == null) return false;
        String owner = f.method.owner.name, name = f.method.name;
        if (!owner.equals("java/util/concurrent/locks/AbstractQueuedSynchronizer") && !owner.equals("java/util/concurrent/locks/AbstractQueuedLongSynchronizer")) return false;
        if (!name.equals("acquireInterruptibly") && !name.equals("acquireSharedInterruptibly") && !name.equals("tryAcquireNanos") && !name.equals("tryAcquireSharedNanos")) return false;
        Frame op = operation(t);
        return op != null && op.caller != null && kind(op.caller) == USER;
    }

    /**
     * Blocking operations attempted as guarded steps: each waits, without timeout, for a condition
     * on the object's state and then acts on it at once, and what it writes before it parks
     * (a waiter node, a condition queue entry) only serves to wake it, which no client can tell
     * from a retry: taking from and putting into the JDK's blocking queues (those whose waiting is
     * a ReentrantLock condition: LinkedBlockingQueue, ArrayBlockingQueue, LinkedBlockingDeque,
     * PriorityBlockingQueue), FutureTask.get() and CountDownLatch.await(). A step that starts such
     * an operation (the program's call, or the JDK's own, such as a pool worker taking its next
     * task) and would park inside it, untimed, with neither permit nor interrupt pending, is undone
     * ({@link Checkpoint}): the thread is disabled until another step writes a location the attempt
     * accessed or a field of its Thread object, then the operation is attempted again, as one step.
     * Left out on purpose: fair locks and semaphores (a fair one's queue order is observable), the
     * program's conditions, phasers, stamped locks, exchangers and synchronous or transfer queues
     * (their waiting is what lets another thread go on; a barrier's waiting after its arrival is
     * guarded apart, see {@link #guardedWait}), timed waits (a timeout must stay able to end them), and every query of waiting threads:
     * a guarded waiter is in no queue, so getQueueLength, hasQueuedThreads and the like do not count
     * it (none of the operations above has such a query but LinkedBlockingDeque's and the queues'
     * own, which count elements, not waiters). Getting its state, a guarded thread is WAITING.
     * <p>
     * Also guarded, when the synchronizer is non-fair and the program has no queue query (see
     * {@link #guardsAcquire}): ReentrantLock.lock(), the lock() of a ReentrantReadWriteLock's read
     * and write locks, and Semaphore's untimed acquire and acquireUninterruptibly. A non-fair acquisition succeeds at once whenever the lock is free
     * (the permits suffice), whatever the queue holds, so a waiter's earlier failed attempt (its
     * node in the queue, its park) is something no client can tell from that thread having made no
     * attempt until its successful one, except through the queue queries and the thread's state:
     * every guarded trace is a JDK trace where the undone attempts were made later, and every JDK
     * trace has a guarded one (a woken waiter retries at the same point). A non-fair read lock
     * looks at the queue (a reader waits while the first queued thread is a writer), but a guarded
     * writer's failed attempt is one made later in a JDK trace, where it is not queued yet when the
     * reader comes, and a reader that waited behind a queued writer succeeds where the JDK's woken
     * reader does. A fair one's success depends on the queue (hasQueuedPredecessors), so it stays
     * as it is.
     */
    static boolean guardable(VmMethod m) {
        String owner = m.owner.name, name = m.name, desc = m.desc;
        switch (owner) {
            case "java/util/concurrent/LinkedBlockingQueue": case "java/util/concurrent/ArrayBlockingQueue":
                return name.equals("take") && desc.equals("()Ljava/lang/Object;") || name.equals("put") && desc.equals("(Ljava/lang/Object;)V");
            case "java/util/concurrent/LinkedBlockingDeque":
                return (name.equals("take") || name.equals("takeFirst") || name.equals("takeLast")) && desc.equals("()Ljava/lang/Object;")
                    || (name.equals("put") || name.equals("putFirst") || name.equals("putLast")) && desc.equals("(Ljava/lang/Object;)V");
            case "java/util/concurrent/PriorityBlockingQueue":
                return name.equals("take") && desc.equals("()Ljava/lang/Object;");
            case "java/util/concurrent/FutureTask":
                return name.equals("get") && desc.equals("()Ljava/lang/Object;");
            case "java/util/concurrent/CountDownLatch":
                return name.equals("await") && desc.equals("()V");
            default:
                return fairnessDependent(m);
        }
    }

    /** The acquisitions guarded only on a non-fair synchronizer (see {@link #guardsAcquire}). */
    static boolean fairnessDependent(VmMethod m) {
        String owner = m.owner.name, name = m.name, desc = m.desc;
        if (owner.equals("java/util/concurrent/locks/ReentrantLock") || owner.equals("java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock")
                || owner.equals("java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock")) return name.equals("lock") && desc.equals("()V");
        if (owner.equals("java/util/concurrent/Semaphore"))
            return (name.equals("acquire") || name.equals("acquireUninterruptibly")) && (desc.equals("()V") || desc.equals("(I)V"));
        return false;
    }

    /**
     * The queries of a synchronizer's waiting threads (AbstractQueuedSynchronizer's and those of
     * ReentrantLock, ReentrantReadWriteLock, Semaphore, CyclicBarrier and Condition's owner): a
     * guarded waiter is in no queue, so a program that may ask one gets no guarded acquisition.
     */
    private static final java.util.Set<String> QUEUE_QUERIES = java.util.Set.of("getQueueLength", "hasQueuedThreads", "hasQueuedThread",
        "getQueuedThreads", "hasWaiters", "getWaitQueueLength", "getWaitingThreads", "getFirstQueuedThread", "isQueued", "hasContended",
        "getExclusiveQueuedThreads", "getSharedQueuedThreads", "getQueuedReaderThreads", "getQueuedWriterThreads", "hasQueuedPredecessors",
        "getNumberWaiting");

    /**
     * Whether the guardable frame f (see {@link #fairnessDependent}) is attempted as a guarded
     * step: its lock or semaphore is non-fair (its sync is a NonfairSync) and no class of the
     * program loaded so far names a queue query ({@link #QUEUE_QUERIES}, in its constant pool:
     * a call, or a name for reflection), see {@link #queriesQueues}. A class is loaded before any
     * of its code runs, and loading one that names a query wakes every guarded thread (GuardedSteps),
     * so each query sees the queue the JDK would have.
     */
    static boolean guardsAcquire(Frame f) {
        if (!fairnessDependent(f.method)) return true;
        VmObject s = syncOf(f);
        return s != null && s.cls.name.endsWith("$NonfairSync") && !queriesQueues(s.cls.vm);
    }

    /** The synchronizer (its sync field) of the lock or semaphore whose acquisition runs in frame f, or null. */
    static VmObject syncOf(Frame f) {
        VmObject self = f.r[0];
        if (self == null) return null;
        WellKnown known = self.cls.vm.known;
        return known.reentrantLock.isInstance(self) ? known.reentrantLockSync.get(self)
                : known.semaphore.isInstance(self) ? known.semaphoreSync.get(self)
                : known.readLock.isInstance(self) ? known.readLockSync.get(self)
                : known.writeLock.isInstance(self) ? known.writeLockSync.get(self) : null;
    }

    /** Whether a loaded class of the program names a queue query (see {@link #guardsAcquire}); cached per class. */
    static boolean queriesQueues(Vm vm) {
        // the list of loaded classes only grows (a restore withdraws a class by name and keeps it
        // there), so the classes looked at before need no second look
        ClassRegistry classes = vm.classes;
        if (classes.namesQueueQuery) return true;
        java.util.List<VmClass> all = classes.loaded();
        for (int i = classes.queueQueriesLookedAt; i < all.size(); i++) {
            VmClass c = all.get(i);
            if (c.jdk || c.cp == null) continue;
            if (c.queueQueries == 0) c.queueQueries = namesQueueQuery(c) ? (byte) 1 : 2;
            if (c.queueQueries == 1) return classes.namesQueueQuery = true;
        }
        classes.queueQueriesLookedAt = all.size();
        return false;
    }

    private static boolean namesQueueQuery(VmClass c) {
        for (org.apache.bcel.classfile.Constant k : c.cp.getConstantPool())
            if (k instanceof org.apache.bcel.classfile.ConstantUtf8 && QUEUE_QUERIES.contains(((org.apache.bcel.classfile.ConstantUtf8) k).getBytes())) return true;
        return false;
    }

    /**
     * Operations whose visible part (an arrival) comes before their waiting, which is guarded: the
     * step that makes the call runs as any atomic step, up to the park it then waits in; a step
     * that begins at that park is an attempt, in which the park returns at once (as
     * LockSupport.park may, spuriously: the operation's loop checks its condition again), undone
     * when it would park again, the thread disabled until a write to what it read. So far
     * CyclicBarrier.await(): the arrival (under the barrier's lock: the count, the trip with its
     * barrier action, or the wait on the lock's condition, which releases the lock) is a step; the
     * wait for the generation to change and the re-acquisition of the lock are the guarded part.
     * An attempt there that would park again changed nothing: the condition's node is still on the
     * condition (no signal yet), or the lock is held by the party running the barrier action. One
     * case writes before it parks again: an interrupted waiter takes its node off the condition and
     * then waits for the lock a tripping party holds; undone, the node stays, and the trip's
     * signalAll moves it to the lock's queue, so the waiter wakes as interrupted after the signal.
     * A client cannot tell: dowait turns both into the same outcome (the generation changed: the
     * await returns its index and the interrupt is set again), and a trip signals every waiter,
     * so which nodes are on the condition decides nothing else. The timed await is left as it is
     * (its timeout must stay able to end it).
     */
    static boolean guardedWait(VmMethod m) {
        return m.owner.name.equals("java/util/concurrent/CyclicBarrier") && m.name.equals("await") && m.desc.equals("()I");
    }

    /**
     * The outermost frame of a {@link #guardable} operation t runs in (no user frame above it, and
     * {@link #guardsAcquire}), or, when t stopped at a park, of a {@link #guardedWait} one, or null.
     * Outermost: a guarded operation may take a guarded lock of its own (LinkedBlockingDeque.takeFirst
     * calls ReentrantLock.lock), and undoing the outer one undoes the inner one with it, while an
     * undo back to the inner one's start would keep what the outer one did before it (the lock it took).
     */
    static Frame guardFrame(VmThread t) {
        Frame g = null;
        boolean parked = t.atPoint && t.pending.kind == Op.PARK;
        for (Frame f = t.top; f != null; f = f.caller) {
            if (kind(f) == USER) break;
            if (t.vm.policy.guardable(f.method) && guardsAcquire(f) || parked && t.vm.policy.guardedWait(f.method)) g = f;
        }
        return g;
    }

    /** Whether t runs an attempt of a {@link #guardedWait}'s waiting: its granted park returns at once. */
    static boolean attemptsWait(VmThread t) {
        return t.guardFrame != null && t.vm.policy.guardedWait(t.guardFrame.method);
    }

    private static final String TPE = "java/util/concurrent/ThreadPoolExecutor", ATOMIC_INTEGER = "java/util/concurrent/atomic/AtomicInteger";

    /**
     * ThreadPoolExecutor's ctl (an AtomicInteger) packs the run state (its high 3 bits) and the
     * worker count. runWorker reads it only to compare it with STOP (runStateAtLeast(ctl.get(),
     * STOP): c &gt;= STOP, true exactly when the run state is STOP or later, whatever the count), so
     * before each task a worker's read would race with every submit that starts a worker (it
     * increments the count) although no order of the two can change what either does. Such a
     * read (an AtomicInteger.get called by runWorker) reads the location {@link Op#KEY_RUN_STATE}
     * of the AtomicInteger instead of its value, and the writes of ctl that may change the run
     * state (those of advanceRunState, tryTerminate and the constructor) also write that location
     * ({@link #writesRunState}); the count's CASes (compareAndIncrementWorkerCount and the like) do
     * not. Returns the key t's access of (holder, key) is made on.
     */
    static long runStateKey(VmThread t, int kind, VmObject holder, long key) {
        if (kind != Op.READ || holder == null || !holder.cls.name.equals(ATOMIC_INTEGER)) return key;
        Frame f = t.top;
        if (f == null || !f.method.owner.name.equals(ATOMIC_INTEGER) || !f.method.name.equals("get")) return key;
        Frame c = f.caller;
        return c != null && c.method.owner.name.equals(TPE) && c.method.name.equals("runWorker") ? Op.KEY_RUN_STATE : key;
    }

    /**
     * Whether t's write of an AtomicInteger (holder) is one of a ThreadPoolExecutor's ctl that may
     * change its run state (see {@link #runStateKey}): the first frame below the AtomicInteger's
     * own (and the Unsafe or VarHandle code it calls) is advanceRunState, tryTerminate or the
     * executor's constructor.
     */
    static boolean writesRunState(VmThread t, int kind, VmObject holder) {
        if (kind != Op.WRITE && kind != Op.RMW || holder == null || !holder.cls.name.equals(ATOMIC_INTEGER)) return false;
        for (Frame f = t.top; f != null; f = f.caller) {
            String owner = f.method.owner.name;
            if (owner.equals(ATOMIC_INTEGER) || owner.startsWith("jdk/internal/misc/Unsafe") || owner.startsWith("java/lang/invoke/")) continue;
            if (!owner.equals(TPE)) return false;
            String name = f.method.name;
            return name.equals("advanceRunState") || name.equals("tryTerminate") || name.equals("<init>");
        }
        return false;
    }

    /** The write of a pool's run state that goes with a write of its ctl (see {@link #runStateKey}). */
    static Op runStateWrite(VmObject ctl, VmMethod m, int pc) {
        Op w = new Op();
        w.set(Op.WRITE, ctl, Op.KEY_RUN_STATE, m, pc);
        w.what = "ThreadPoolExecutor run state";
        return w;
    }

    /** Operations a step inside a linearizable operation performs without stopping (see the class comment). */
    static boolean absorbable(int kind) {
        switch (kind) {
            case Op.READ: case Op.WRITE: case Op.RMW: case Op.ACQUIRE: case Op.RELEASE: case Op.UNPARK: return true;
            default: return false;
        }
    }
}
