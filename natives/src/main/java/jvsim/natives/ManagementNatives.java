package jvsim.natives;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.KnownField;
import jvsim.vm.WellKnown;
import jvsim.vm.Frame;
import jvsim.vm.GuestMemory;
import jvsim.vm.Op;
import jvsim.vm.VmField;
import jvsim.vm.StateComponent;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.management's VM interface (HotSpot's jmm, libmanagement) for jvsim's VM, as far as
 * ManagementFactory's platform MXBeans and the platform MBean server need it: the VM's identity,
 * clock, class and thread counts. jvsim measures no CPU or allocation per thread and monitors no
 * contention, so those optional capabilities are reported unsupported (the MXBeans then throw
 * UnsupportedOperationException, as the JDK specifies); it has no compiler (no CompilationMXBean),
 * and its one heap is not divided into memory pools, so there are no memory pool or memory manager
 * (garbage collector) MXBeans; MemoryMXBean's heap usage is Runtime's (jvsim.model.MemoryUsages).
 *
 * <p>ThreadMXBean's thread dumps are HotSpot's (jvsim.model.ThreadInfos builds the ThreadInfo
 * objects from {@link #snapshot}): each thread's state, the lock it waits for (the monitor it is
 * blocked entering or waiting on, or its park blocker) and that lock's owner, its stack, the monitors
 * each frame holds (a synchronized method's, and a synchronized block's as javac compiles it: the
 * local its catch-any handler exits), and the ownable synchronizers (AbstractOwnableSynchronizer)
 * it owns, found by a walk of the live heap. Deadlock detection (findMonitorDeadlockedThreads,
 * findDeadlockedThreads) follows HotSpot's walk of the wait-for graph; it only reads the VM, so
 * jvsim's own deadlock detection and the search see nothing of it. Heap dumps are not written:
 * HotSpotDiagnosticMXBean.dumpHeap throws IOException naming its native.
 */
final class ManagementNatives {
    private ManagementNatives() {}

    /** The process id the VM reports (RuntimeMXBean.getPid): the VM is a process of its own, always the same one. */
    static final int PID = 1;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives vm = reg.forClass("sun/management/VMManagementImpl");
        // jmm's version (JMM_VERSION_4 of JDK 17) as libmanagement formats it: major.minor
        vm.add("getVersion0", "()Ljava/lang/String;", c -> c.retString("4.0"));
        vm.add("initOptionalSupportFields", "()V", ManagementNatives::optionalSupport);
        vm.add("isThreadContentionMonitoringEnabled", "()Z", c -> c.ret(false));
        vm.add("isThreadCpuTimeEnabled", "()Z", c -> c.ret(false));
        vm.add("isThreadAllocatedMemoryEnabled", "()Z", c -> c.ret(false));
        vm.add("getTotalClassCount", "()J", c -> c.ret(classCount(c)));
        vm.add("getUnloadedClassCount", "()J", c -> c.ret(0L));
        vm.add("getVerboseClass", "()Z", c -> c.ret(false));
        vm.add("getVerboseGC", "()Z", c -> c.ret(false));
        vm.add("getProcessId", "()I", c -> c.ret(PID));
        vm.add("getVmArguments0", "()[Ljava/lang/String;", c -> c.ret(SystemNatives.stringArray(c, new String[0])));
        // the VM starts at its clock's zero (System.currentTimeMillis() is EPOCH_MILLIS then)
        vm.add("getStartupTime", "()J", c -> c.ret(SystemNatives.EPOCH_MILLIS));
        vm.add("getUptime0", "()J", c -> c.ret(c.vm.nanoTime() / 1_000_000L));
        vm.add("getAvailableProcessors", "()I", c -> c.ret(LangNatives.PROCESSORS));
        vm.add("getTotalCompileTime", "()J", c -> c.ret(0L));
        vm.add("getTotalThreadCount", "()J", c -> c.ret((long) threads(c, false, false)));
        vm.add("getLiveThreadCount", "()I", c -> { if (!liveSetPoint(c)) c.ret(threads(c, true, false)); });
        vm.add("getDaemonThreadCount", "()I", c -> { if (!liveSetPoint(c)) c.ret(threads(c, true, true)); });
        vm.add("getPeakThreadCount", "()I", c -> { if (!livenessPoint(c)) c.ret(Math.max(Peak.of(c.vm).observe(), threads(c, true, false))); });

        NativeRegistry.ClassNatives ti = reg.forClass("sun/management/ThreadImpl");
        ti.add("getThreads", "()[Ljava/lang/Thread;", c -> { if (!liveSetPoint(c)) c.ret(liveThreads(c)); });
        ti.add("resetPeakThreadCount0", "()V", c -> {
            if (livenessPoint(c)) return;
            Peak p = Peak.of(c.vm);
            p.observe();
            p.set(threads(c, true, false));
        });
        ti.add("findMonitorDeadlockedThreads0", "()[Ljava/lang/Thread;", c -> { if (!statusPoint(c, null, false)) c.ret(deadlocked(c, false)); });
        ti.add("findDeadlockedThreads0", "()[Ljava/lang/Thread;", c -> { if (!statusPoint(c, null, false)) c.ret(deadlocked(c, true)); });
        String infos = "jvsim/model/ThreadInfos", infoArray = "[Ljava/lang/management/ThreadInfo;";
        reg.redirect("sun/management/ThreadImpl", "getThreadInfo1", "([JI" + infoArray + ")V", infos, "getThreadInfo1", "([JI" + infoArray + ")V");
        reg.redirect("sun/management/ThreadImpl", "dumpThreads0", "([JZZI)" + infoArray, infos, "dumpThreads0", "([JZZI)" + infoArray);
        NativeRegistry.ClassNatives model = reg.forClass(infos);
        model.add("threads", "()[Ljava/lang/Thread;", c -> { if (!liveSetPoint(c)) c.ret(liveThreads(c)); });
        model.add("snapshot", "(Ljava/lang/Thread;ZZILjava/lang/String;)[Ljava/lang/Object;", ManagementNatives::snapshot);
        reg.register("com/sun/management/internal/HotSpotDiagnostic", "dumpHeap0", "(Ljava/lang/String;Z)V", c -> {
            throw new ThrowNew("java/io/IOException", "jvsim: heap dumps are not supported (com.sun.management.internal.HotSpotDiagnostic.dumpHeap0)");
        });

        // jdk.management's OperatingSystemMXBean: the VM's machine (Runtime's processors and memory,
        // no swap, IOUtil's descriptor limit); CPU times and loads are not measured: -1 and a
        // negative load, the values the JDK specifies for "not available"
        NativeRegistry.ClassNatives os = reg.forClass("com/sun/management/internal/OperatingSystemImpl");
        os.add("initialize0", "()V", c -> { });
        os.add("getHostConfiguredCpuCount0", "()I", c -> c.ret(LangNatives.PROCESSORS));
        os.add("getHostOnlineCpuCount0", "()I", c -> c.ret(LangNatives.PROCESSORS));
        os.add("getTotalMemorySize0", "()J", c -> c.ret(c.vm.config.maxHeapBytes));
        os.add("getFreeMemorySize0", "()J", c -> c.ret(LangNatives.freeMemory(c)));
        os.add("getCommittedVirtualMemorySize0", "()J", c -> c.ret(c.vm.config.maxHeapBytes));
        os.add("getTotalSwapSpaceSize0", "()J", c -> c.ret(0L));
        os.add("getFreeSwapSpaceSize0", "()J", c -> c.ret(0L));
        os.add("getMaxFileDescriptorCount0", "()J", c -> c.ret(1024L));
        os.add("getProcessCpuTime0", "()J", c -> c.ret(-1L));
        os.add("getHostTotalCpuTicks0", "()J", c -> c.ret(-1L));
        os.add("getCpuLoad0", "()D", c -> c.ret(-1.0));
        os.add("getProcessCpuLoad0", "()D", c -> c.ret(-1.0));
        os.add("getSingleCpuLoad0", "(I)D", c -> c.ret(-1.0));

        // the VM runs in no container (as -XX:-UseContainerSupport): Container.metrics() is null
        reg.register("jdk/internal/platform/CgroupMetrics", "isUseContainerSupport", "()Z", c -> c.ret(false));

        // the platform logging MXBean's classes, looked up in the boot layer's java.logging module
        reg.redirect("sun/management/ManagementFactoryHelper$LoggingMXBeanAccess", "loadLoggingClass", "(Ljava/lang/String;)Ljava/lang/Class;",
                "jvsim/model/NamedModules", "loadLoggingClass", "(Ljava/lang/String;)Ljava/lang/Class;");

        // JMX reaches MBean getters and operations through MethodUtil's trampoline, which MethodUtil's
        // own loader must define (see jvsim.model.Trampolines)
        reg.redirect("sun/reflect/misc/MethodUtil", "getTrampolineClass", "()Ljava/lang/Class;", "jvsim/model/Trampolines", "getTrampolineClass", "()Ljava/lang/Class;");

        NativeRegistry.ClassNatives mem = reg.forClass("sun/management/MemoryImpl");
        mem.add("getMemoryPools0", "()[Ljava/lang/management/MemoryPoolMXBean;",
                c -> c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.known.memoryPoolMXBean.get()))));
        mem.add("getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;",
                c -> c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.known.memoryManagerMXBean.get()))));
        reg.redirect("sun/management/MemoryImpl", "getMemoryUsage0", "(Z)Ljava/lang/management/MemoryUsage;",
                "jvsim/model/MemoryUsages", "getMemoryUsage0", "(Ljava/lang/Object;Z)Ljava/lang/management/MemoryUsage;");
    }

    /** VMManagementImpl's optional capabilities: monitor and synchronizer usage in thread dumps, nothing else (see the class comment). */
    private static void optionalSupport(NativeCall c) {
        WellKnown k = c.vm.known;
        for (KnownField.StaticBool f : new KnownField.StaticBool[] {k.vmmCompTimeMonitoringSupport, k.vmmThreadContentionMonitoringSupport,
                k.vmmCurrentThreadCpuTimeSupport, k.vmmOtherThreadCpuTimeSupport, k.vmmObjectMonitorUsageSupport, k.vmmSynchronizerUsageSupport,
                k.vmmThreadAllocatedMemorySupport, k.vmmRemoteDiagnosticCommandsSupport, k.vmmGcNotificationSupport})
            f.set(f == k.vmmObjectMonitorUsageSupport || f == k.vmmSynchronizerUsageSupport);
    }

    /** Instance classes the VM loaded (HotSpot's loaded class count leaves out array classes). */
    private static long classCount(NativeCall c) {
        long n = 0;
        for (VmClass k : c.vm.classes.loaded()) if (!k.isArray() && !k.isPrimitive()) n++;
        return n;
    }

    /** Threads of the target: started ones (live only if live; daemons only if daemons). */
    private static int threads(NativeCall c, boolean live, boolean daemons) {
        int n = 0;
        for (VmThread t : c.vm.scheduler.threads()) {
            if (t.threadObj == null || live && !t.isAlive() || daemons && !t.daemon) continue;
            n++;
        }
        return n;
    }

    /** The live threads of the target, in the order they started (Thread.getThreads, ThreadImpl.getThreads). */
    static VmObject liveThreads(NativeCall c) {
        List<VmObject> live = new ArrayList<>();
        for (VmThread t : c.vm.scheduler.threads()) if (t.isAlive() && t.threadObj != null) live.add(t.threadObj);
        return GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.known.thread.get()), live.toArray(new VmObject[0]));
    }

    /**
     * The peak of live threads since the start or the last reset (ThreadMXBean.getPeakThreadCount),
     * VM state. It counts into the state hash from the start when the target's classes can ask for
     * it (jvsim.vm.TargetScan: a class on the class path names it), else once the program has read or reset
     * it: states that differ in nothing but the peak are then the same to stateful search, which
     * would otherwise tell apart every two interleavings whose threads' lifetimes overlapped
     * differently for programs that never ask. Such a merge is exact: a program whose classes never
     * name the peak sees it only through reflection by a name it computes, or a class it makes at
     * run time.
     */
    static final class Peak implements StateComponent<Long> {
        int peak;
        boolean observed;
        /** Whether the target's code can ask for the peak (jvsim.vm.TargetScan; null: not known yet): hashed from the start. */
        private Boolean askable;

        static Peak of(Vm vm) { return vm.nativeState(Peak.class, v -> new Peak()); }

        /** Whether the target's code can ask for the peak: known once its main method started (false before). */
        boolean askable(Vm vm) {
            if (askable == null && vm.mainMethod != null) askable = jvsim.vm.TargetScan.namesPeakThreadCount(vm);
            return askable != null && askable;
        }

        void set(int p) { peak = p; }

        /** The peak, which the program now sees. */
        int observe() {
            observed = true;
            return peak;
        }

        @Override public Long save() { return (long) peak << 1 | (observed ? 1 : 0); }
        @Override public void restore(Long m) {
            peak = (int) (m >> 1);
            observed = (m & 1) != 0;
        }
        @Override public void hash(Sink sink) { if (observed || askable != null && askable) sink.add(peak); }
    }

    /**
     * While searching, when the program can ask for the peak ({@link Peak#askable}): a thread's
     * start (op: the START step's operation, at its scheduling point or granted) also reads the
     * liveness of every thread started before it (Op.KEY_ALIVE, which a thread's end writes), so
     * that the search orders it with the ends that decide how many threads are alive when it raises
     * the peak. Taken again when the start is granted, from the state it then runs in.
     */
    static void startSides(NativeCall c, Op op) {
        if (op == null || !Peak.of(c.vm).askable(c.vm)) return;
        Op last = op;
        for (Op s = op.also; s != null; s = s.also) if (s.key != Op.KEY_ALIVE) last = last.also = s; // (re)taken below
        last.also = null;
        for (VmThread t : c.vm.scheduler.threads()) {
            if (t == c.thread || t.threadObj == null || t.threadObj == op.obj) continue;
            last = last.also = op.side(Op.READ, t.threadObj, Op.KEY_ALIVE, 1, "the liveness of " + t.name(), false);
        }
    }

    /**
     * While searching, when the program can ask for the peak: stops before reading or resetting it,
     * a read of the liveness of every thread started so far (one step, the others' as further
     * sides), ordered with their ends. True: return now (the native runs again when granted).
     */
    private static boolean livenessPoint(NativeCall c) {
        return Peak.of(c.vm).askable(c.vm) && liveSetPoint(c);
    }

    /**
     * While searching: stops before a query of which threads are alive (their number, their list:
     * ThreadMXBean's thread counts and ids, Thread.getAllStackTraces, a thread dump), a read of the
     * liveness of every thread started so far (one step, the others' as further sides), so that the
     * search orders it with their starts and ends; a thread that ended before the query is no longer
     * in what it returns. True: return now (the native runs again when granted).
     */
    static boolean liveSetPoint(NativeCall c) {
        if (!c.vm.searching) return false;
        List<VmObject> of = new ArrayList<>();
        for (VmThread t : c.vm.scheduler.threads()) if (t != c.thread && t.threadObj != null) of.add(t.threadObj);
        if (of.isEmpty()) return false;
        boolean stop = c.point(Op.READ, of.get(0), Op.KEY_ALIVE, "the live threads");
        Op base = stop ? c.thread.pending : c.thread.absorbed();
        if (base == null) return stop;
        for (int i = 1; i < of.size(); i++) base.chain(base.side(Op.READ, of.get(i), Op.KEY_ALIVE, 1, "the live threads", false));
        return stop;
    }

    /** A thread started: the peak of live threads may have grown (ThreadNatives' start0). */
    static void started(NativeCall c) {
        Peak p = Peak.of(c.vm);
        int live = threads(c, true, false);
        if (live > p.peak) p.set(live);
    }

    private static boolean isSynchronizer(NativeCall c, VmObject o) {
        return o != null && !o.isArray() && o.cls.isSubclassOf(c.vm.known.ownableSynchronizer.get());
    }

    /** The thread owning lock: a monitor's owner, or an ownable synchronizer's exclusive owner (concurrent), or null. */
    private static VmObject owner(NativeCall c, VmObject lock, boolean concurrent) {
        if (lock == null) return null;
        if (concurrent && isSynchronizer(c, lock)) return c.vm.known.exclusiveOwnerThread.get(lock);
        VmThread o = lock.monitor == null ? null : lock.monitor.owner;
        return o == null ? null : o.threadObj;
    }

    /** The park blocker of a parked thread (LockSupport.park(blocker)), or null. */
    private static VmObject parkBlocker(VmThread t) {
        return t.threadObj == null || t.blockedOn != null ? null : t.vm.known.threadParkBlocker.get(t.threadObj);
    }

    /**
     * HotSpot's deadlock search (ThreadService::find_deadlocks_at_safepoint): from each thread not
     * yet visited, follow what it waits for (a monitor it is entering; with concurrent, also an
     * ownable synchronizer it is parked on) to the owner, until a thread without one, a thread of an
     * earlier walk or a thread of this walk (a cycle: every thread of the walk is deadlocked).
     * Null when there is none.
     */
    private static VmObject deadlocked(NativeCall c, boolean concurrent) {
        List<VmThread> threads = new ArrayList<>();
        for (VmThread t : c.vm.scheduler.threads()) if (t.isAlive() && t.threadObj != null) threads.add(t);
        Map<VmObject, VmThread> byObj = new IdentityHashMap<>();
        for (VmThread t : threads) byObj.put(t.threadObj, t);
        Map<VmThread, Integer> dfn = new IdentityHashMap<>();
        List<VmObject> found = new ArrayList<>();
        int global = 0;
        for (VmThread start : threads) {
            if (dfn.containsKey(start)) continue;
            int thisDfn = global;
            dfn.put(start, global++);
            VmThread previous = start, current = start;
            List<VmObject> cycle = new ArrayList<>();
            while (true) {
                VmObject waitingFor = ThreadNatives.enteringMonitor(current);
                if (waitingFor == null && concurrent) {
                    VmObject blocker = parkBlocker(current);
                    if (isSynchronizer(c, blocker)) waitingFor = blocker;
                }
                if (waitingFor == null) break;
                cycle.add(current.threadObj);
                VmObject ownerObj = owner(c, waitingFor, concurrent);
                current = ownerObj == null ? null : byObj.get(ownerObj);
                if (current == null) break;
                Integer n = dfn.get(current);
                if (n == null) dfn.put(current, global++);
                else if (n < thisDfn || current == previous) break;
                else {
                    found.addAll(cycle);
                    break;
                }
                previous = current;
            }
        }
        if (found.isEmpty()) return null;
        return GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.known.thread.get()), found.toArray(new VmObject[0]));
    }

    /**
     * While searching: stops before a read of the status of thread (null: of every live thread, one
     * step whose further sides are the others', {@link Op#also}), the field Thread.getState reads,
     * so that the search orders a thread dump or deadlock query with the steps that block and wake
     * the threads it reports on; the step also reads what the query reports of their locks
     * ({@link #lockSides}; owned: also every synchronizer's owner). True: return now (the native
     * runs again when granted).
     */
    private static boolean statusPoint(NativeCall c, VmObject thread, boolean owned) {
        if (!c.vm.searching) return false;
        List<VmObject> of = new ArrayList<>();
        if (thread != null) of.add(thread);
        else for (VmThread t : c.vm.scheduler.threads()) if (t.isAlive() && t.threadObj != null) of.add(t.threadObj);
        if (of.isEmpty()) return false;
        VmField status = c.vm.known.threadStatus.field();
        boolean sync = status.vis == VmField.VOLATILE;
        boolean stop = c.stopAtField(Op.READ, of.get(0), status, sync);
        Op base = stop ? c.thread.pending : c.thread.absorbed();
        if (base != null) for (int i = 1; i < of.size(); i++) base.chain(base.side(Op.READ, of.get(i), status.key, 1, "java.lang.Thread.threadStatus", sync));
        lockSides(c, stop ? c.thread.pending : c.thread.refineTarget, of, owned);
        return stop;
    }

    /**
     * The query's reads of what it reports of the threads' locks, as further sides of its step (op,
     * at its scheduling point or granted: taken again from the state it runs in): each thread's
     * park blocker (Thread.parkBlocker, which LockSupport writes at steps) and, for a blocker that
     * is an ownable synchronizer, its owner (AbstractOwnableSynchronizer.exclusiveOwnerThread, which
     * the synchronizer writes at steps); owned: every live synchronizer's owner (the synchronizers a
     * thread owns). Synchronizing reads, as HotSpot's at a safepoint: no data race. A monitor's owner
     * needs none: it changes only with a release or an acquisition, which change the status of the
     * threads blocked entering it, which the step reads.
     */
    private static void lockSides(NativeCall c, Op op, List<VmObject> of, boolean owned) {
        if (op == null) return;
        VmField blocker = c.vm.known.threadParkBlocker.field(), owner = c.vm.known.exclusiveOwnerThread.field();
        Op last = op;
        for (Op s = op.also; s != null; s = s.also) {
            boolean mine = s.obj != null && (s.key == blocker.key && s.obj.meta instanceof VmThread || s.key == owner.key && isSynchronizer(c, s.obj));
            if (!mine) last = last.also = s;
        }
        last.also = null;
        String b = "java.lang.Thread.parkBlocker", o = "java.util.concurrent.locks.AbstractOwnableSynchronizer.exclusiveOwnerThread";
        for (VmObject t : of) {
            last = last.also = op.side(Op.READ, t, blocker.key, 1, b, true);
            VmObject k = c.vm.known.threadParkBlocker.get(t);
            if (isSynchronizer(c, k)) last = last.also = op.side(Op.READ, k, owner.key, 1, o, true);
        }
        if (!owned) return;
        List<VmObject> synchronizers = new ArrayList<>();
        c.vm.forEachLiveObject(x -> { if (isSynchronizer(c, x)) synchronizers.add(x); });
        for (VmObject x : synchronizers) last = last.also = op.side(Op.READ, x, owner.key, 1, o, true);
    }

    /** ThreadInfos.snapshot: see there. */
    private static void snapshot(NativeCall c) {
        VmObject threadObj = c.o(0);
        boolean monitors = c.i(1) != 0, synchronizers = c.i(2) != 0;
        int maxDepth = c.i(3);
        if (statusPoint(c, threadObj, synchronizers)) return;
        if (!(threadObj.meta instanceof VmThread) || !((VmThread) threadObj.meta).isAlive()) { c.ret((VmObject) null); return; }
        VmThread t = (VmThread) threadObj.meta;
        VmClass object = c.vm.known.object.get();
        VmMethod top = null;
        for (VmMethod m : c.vm.known.threadImpl.get().declaredMethods) if (m.name.equals(c.str(4))) top = m;
        ThreadNatives.Dump dump = ThreadNatives.dump(c, t, top, "jvsim/model/ThreadInfos");
        VmObject lock = ThreadNatives.enteringMonitor(t);
        if (lock == null) lock = t.blockedOn != null ? t.blockedOn : parkBlocker(t);
        VmObject lockOwner = owner(c, lock, true);
        VmObject locked = null, depths = null, owned = null;
        if (monitors) {
            List<VmObject> objs = new ArrayList<>();
            List<Integer> at = new ArrayList<>();
            int n = maxDepth < 0 ? dump.frames().size() : Math.min(maxDepth, dump.frames().size());
            for (int d = 0; d < n; d++) {
                Frame f = dump.frames().get(d);
                if (f == null) continue;
                for (VmObject o : lockedBy(f, t)) {
                    objs.add(o);
                    at.add(d);
                }
            }
            locked = GuestMemory.newArray(c.vm.classes.arrayOf(object), objs.toArray(new VmObject[0]));
            int[] ds = new int[at.size()];
            for (int i = 0; i < ds.length; i++) ds[i] = at.get(i);
            depths = c.vm.heap.wrapArray(c.vm.primitiveArray((byte) 10), ds, ds.length);
        }
        if (synchronizers) {
            List<VmObject> objs = new ArrayList<>();
            c.vm.forEachLiveObject(o -> { if (isSynchronizer(c, o) && c.vm.known.exclusiveOwnerThread.get(o) == threadObj) objs.add(o); });
            owned = GuestMemory.newArray(c.vm.classes.arrayOf(object), objs.toArray(new VmObject[0]));
        }
        int status = c.vm.known.threadStatus.get(c.vm.known.threadFields(threadObj));
        VmObject statusBox = c.vm.heap.wrapArray(c.vm.primitiveArray((byte) 10), new int[] {status}, 1);
        c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(object),
                statusBox, lock, lockOwner, ThreadNatives.elements(c, dump, maxDepth), locked, depths, owned));
    }

    /**
     * The monitors frame f of thread t holds, the innermost first: the objects its synchronized
     * blocks locked (as javac compiles them: a catch-any handler covering the pc that starts by
     * storing the exception, loading a local and exiting its monitor; that local holds the object)
     * from the narrowest block out, then a synchronized method's monitor.
     */
    private static List<VmObject> lockedBy(Frame f, VmThread t) {
        List<VmObject> out = new ArrayList<>();
        int[] h = f.method.handlers;
        byte[] code = f.method.code;
        List<int[]> blocks = new ArrayList<>(); // {range length, local}
        if (h != null && code != null) {
            for (int k = 0; k + 3 < h.length; k += 4) {
                if (h[k + 3] != 0 || f.pc < h[k] || f.pc >= h[k + 1]) continue;
                int local = exitedLocal(code, h[k + 2]);
                if (local < 0) continue;
                boolean seen = false;
                for (int[] b : blocks) if (b[1] == local) { seen = true; b[0] = Math.min(b[0], h[k + 1] - h[k]); }
                if (!seen) blocks.add(new int[] {h[k + 1] - h[k], local});
            }
        }
        blocks.sort((a, b) -> Integer.compare(a[0], b[0]));
        for (int[] b : blocks) {
            VmObject o = b[1] < f.r.length ? f.r[b[1]] : null;
            if (o != null && o.monitor != null && o.monitor.owner == t && !out.contains(o)) out.add(o);
        }
        if (f.lock != null && f.lock.monitor != null && f.lock.monitor.owner == t) out.add(f.lock);
        return out;
    }

    /** The local a javac monitor-exit handler at pc loads (astore e; aload l; monitorexit), or -1. */
    private static int exitedLocal(byte[] code, int pc) {
        int op = code[pc] & 0xff, next;
        if (op >= 0x4b && op <= 0x4e) next = pc + 1; // astore_n
        else if (op == 0x3a) next = pc + 2; // astore n
        else return -1;
        if (next >= code.length) return -1;
        int load = code[next] & 0xff, local, after;
        if (load >= 0x2a && load <= 0x2d) { local = load - 0x2a; after = next + 1; } // aload_n
        else if (load == 0x19 && next + 1 < code.length) { local = code[next + 1] & 0xff; after = next + 2; } // aload n
        else return -1;
        return after < code.length && (code[after] & 0xff) == 0xc3 ? local : -1; // monitorexit
    }
}
