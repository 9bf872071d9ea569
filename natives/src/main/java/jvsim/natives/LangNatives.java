package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Heap;
import jvsim.vm.ThrowNew;
import jvsim.vm.Threads;
import jvsim.vm.VmClass;
import jvsim.vm.VmExit;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/** Object, System, Runtime, Shutdown, String natives. */
final class LangNatives {
    private LangNatives() {}

    /** The heap the target has not allocated since the last census (Runtime.freeMemory). */
    static long freeMemory(NativeCall c) { return Math.max(0, c.vm.config.maxHeapBytes - c.vm.heap.allocatedSinceCensus); }

    /** The processors of the VM's machine (Runtime.availableProcessors, the management beans). */
    static final int PROCESSORS = 2;

    /**
     * The JDK classes that size a spin-then-park loop by the processors their class initializer
     * sees: Phaser (SPINS_PER_ARRIVAL, 256 with 2 processors, 1 with one) and Exchanger (a slot
     * waiter spins 1,024 times with more than one processor, once with one, and never makes its
     * arena). Every spin iteration that finds nothing changed is a scheduling point of its own
     * (Thread.onSpinWait, Thread.yield) that races with the write that ends the wait, so a spin
     * count of 256 multiplies executions by as much without a behaviour a client could tell apart
     * (PhaserArriveNoWait: 516 executions to its bug). SynchronousQueue and LinkedTransferQueue
     * (17.0.15) yield at most once and read no processor count.
     */
    private static final String[] SPIN_SIZED = {"java/util/concurrent/Phaser", "java/util/concurrent/Exchanger"};

    /**
     * Whether Runtime.availableProcessors answers 1 to this call: in the atomic mode with blocking
     * reduced (VmConfig.atomicJdk and guardedJdk), called from the class initializer of a {@link #SPIN_SIZED} class,
     * whose spin loops then spin once instead of hundreds of times. The host JVM can behave so:
     * availableProcessors "may change during a particular invocation of the virtual machine"
     * (its javadoc; HotSpot in a container re-reads the CPU quota), so one that had one processor
     * available while Phaser was initialized and two before and after is a JVM the program may
     * run on. The program's own calls (and every other class's, ForkJoinPool's parallelism)
     * still see {@link #PROCESSORS}; --jdk-internals=full (and guardedJdk false) keeps the JDK's spinning as it is.
     */
    static boolean spinSizing(NativeCall c) {
        if (!c.vm.config.atomicJdk || !c.vm.config.guardedJdk) return false;
        for (jvsim.vm.Frame f = c.thread.top; f != null; f = f.caller) {
            if (!f.method.name.equals("<clinit>")) continue;
            for (String s : SPIN_SIZED) if (f.method.owner.name.equals(s)) return true;
            return false;
        }
        return false;
    }

    /**
     * Object.hashCode, System.identityHashCode: o's identity hash. For an object other threads may
     * see, a step on its {@link jvsim.vm.Op#KEY_IDENTITY_HASH}: the first thread to ask sets it from
     * its own generator (an RMW), later ones read it, so searches order the first ask with the rest.
     */
    private static void identityHash(NativeCall c, VmObject o) {
        if (o == null) { c.ret(0); return; }
        // the location's text only for an object another thread may see (most asks are of the thread's own)
        if (GuestMemory.mayStop(c.vm, o, false) && c.stopAt(o.hash == 0 ? jvsim.vm.Op.RMW : jvsim.vm.Op.READ, o, jvsim.vm.Op.KEY_IDENTITY_HASH, 1,
                o.cls.javaName() + ".<identity hash>", false)) return;
        if (o.hash != 0) c.refine(jvsim.vm.Op.READ);
        c.ret(c.vm.heap.identityHash(o));
    }

    /**
     * String.intern: the canonical string with the receiver's contents, the receiver itself when
     * none was interned yet. Which of two threads interning equal contents comes first decides
     * which string is canonical, so while searching it is a step on the contents' string-table
     * entry ({@link jvsim.vm.Op#stringTableKey}): a write when it adds them, a read when they are
     * there. (A string literal a class resolves for the first time is interned by the VM without a
     * step: its race with a String.intern of equal contents in another thread is not explored.)
     */
    private static void intern(NativeCall c) {
        VmObject s = c.self();
        if (c.vm.searching) {
            boolean there = c.vm.heap.isInterned(s);
            if (c.stopAt(there ? jvsim.vm.Op.READ : jvsim.vm.Op.RMW, s.cls.mirror, jvsim.vm.Op.stringTableKey(c.vm.strings.toHost(s).hashCode()), 1,
                    "the string table", false)) return;
            if (c.vm.heap.isInterned(s)) c.refine(jvsim.vm.Op.READ);
        }
        c.ret(c.vm.heap.intern(s));
    }

    static void register(NativeRegistry r) {
        String obj = "java/lang/Object";
        r.register(obj, "getClass", "()Ljava/lang/Class;", c -> c.ret(c.self().cls.mirror));
        r.register(obj, "hashCode", "()I", c -> identityHash(c, c.self()));
        r.register(obj, "clone", "()Ljava/lang/Object;", LangNatives::cloneObject);
        r.register(obj, "notify", "()V", c -> Threads.notify(c.thread, c.self(), false));
        r.register(obj, "notifyAll", "()V", c -> Threads.notify(c.thread, c.self(), true));
        r.register(obj, "wait", "(J)V", c -> {
            long ms = c.j(1);
            if (ms < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative");
            VmObject o = c.self();
            if (c.thread.blockPhase == jvsim.vm.VmThread.BlockPhase.NONE && o.shared && jvsim.vm.Monitors.holds(c.thread, o)) {
                boolean stopped = c.point(jvsim.vm.Op.WAIT, o, jvsim.vm.Op.KEY_MONITOR, o.cls.javaName());
                ThreadNatives.readsInterruptStatus(c, stopped);
                if (stopped) return;
            }
            boolean done;
            try {
                // a virtual thread that can unmount waits unmounted (JEP 491, JDK 24 and later)
                if (jvsim.vm.Continuations.waitUnmounted(c, o, ms)) {
                    if (!c.reexecute) ThreadNatives.deliverAsync(c);
                    return;
                }
                done = Threads.doWait(c.thread, o, ms);
            } catch (ThrowNew e) {
                throw ThreadNatives.asyncOr(c, e);
            }
            if (done) ThreadNatives.deliverAsync(c);
            else c.reexecute = true;
        });

        String sys = "java/lang/System";
        r.register(sys, "registerNatives", "()V", c -> { });
        r.register(sys, "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", LangNatives::arraycopy);
        r.register(sys, "identityHashCode", "(Ljava/lang/Object;)I", c -> identityHash(c, c.o(0)));
        r.register(sys, "nanoTime", "()J", c -> c.ret(c.vm.nanoTime()));
        r.register(sys, "currentTimeMillis", "()J", c -> c.ret(SystemNatives.EPOCH_MILLIS + c.vm.nanoTime() / 1_000_000L));
        r.register(sys, "mapLibraryName", "(Ljava/lang/String;)Ljava/lang/String;", c -> c.retString("lib" + c.str(0) + ".so"));
        r.register(sys, "setIn0", "(Ljava/io/InputStream;)V", c -> setStream(c, c.vm.known.systemIn));
        r.register(sys, "setOut0", "(Ljava/io/PrintStream;)V", c -> setStream(c, c.vm.known.systemOut));
        r.register(sys, "setErr0", "(Ljava/io/PrintStream;)V", c -> setStream(c, c.vm.known.systemErr));

        String rt = "java/lang/Runtime";
        r.register(rt, "availableProcessors", "()I", c -> c.ret(spinSizing(c) ? 1 : PROCESSORS));
        r.register(rt, "freeMemory", "()J", c -> c.ret(freeMemory(c)));
        r.register(rt, "totalMemory", "()J", c -> c.ret(c.vm.config.maxHeapBytes));
        r.register(rt, "maxMemory", "()J", c -> c.ret(c.vm.config.maxHeapBytes));
        r.register(rt, "gc", "()V", c -> { });
        r.register("java/lang/Shutdown", "beforeHalt", "()V", c -> { });
        r.register("java/lang/Shutdown", "halt0", "(I)V", c -> { throw new VmExit(c.i(0)); });

        r.register("java/lang/String", "intern", "()Ljava/lang/String;", LangNatives::intern);
        r.register("java/lang/StringUTF16", "isBigEndian", "()Z", c -> c.ret(false));
        r.register("java/lang/StringCoding", "err", "(Ljava/lang/String;)V", c -> { });
    }


    /** Object.clone: a read of every element or field of the original (one visible step), then a new object. */
    /**
     * System.setIn0, setOut0, setErr0: rewrites a standard stream's static final field, as a write
     * step (while searching), a plain write of the field's location; the reads of the field are
     * recorded in the steps that read it (see jvsim.vm.SchedulingPolicy#finalStaticRead).
     */
    private static void setStream(NativeCall c, jvsim.vm.KnownField.StaticRef stream) {
        jvsim.vm.VmField f = stream.field();
        if (c.stopAt(jvsim.vm.Op.WRITE, f.owner.mirror, f.key, 1, f.owner.javaName() + "." + f.name, false)) return;
        stream.set(c.o(0));
    }

    private static void cloneObject(NativeCall c) {
        VmObject o = c.self();
        if (!o.isArray() && !o.cls.isSubclassOf(c.vm.known.cloneable.get()))
            throw new ThrowNew("java/lang/CloneNotSupportedException", o.cls.javaName());
        if (c.stopAtClone(o)) return;
        c.ret(GuestMemory.cloneOf(o));
    }

    private static String typeName(VmClass k) {
        return k.isArray() ? jvsim.vm.Descriptors.javaName(k.name) : k.javaName();
    }

    static void arraycopy(NativeCall c) {
        VmObject src = c.o(0), dst = c.o(2);
        int sp = c.i(1), dp = c.i(3), len = c.i(4);
        if (src == null || dst == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (!src.isArray()) throw new ThrowNew("java/lang/ArrayStoreException", "arraycopy: source type " + src.cls.javaName() + " is not an array");
        if (!dst.isArray()) throw new ThrowNew("java/lang/ArrayStoreException", "arraycopy: destination type " + dst.cls.javaName() + " is not an array");
        boolean srcPrim = !GuestMemory.isReferenceArray(src), dstPrim = !GuestMemory.isReferenceArray(dst);
        if (srcPrim != dstPrim || (srcPrim && src.cls != dst.cls)) {
            if (srcPrim && dstPrim || srcPrim)
                throw new ThrowNew("java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy " + typeName(src.cls) + " into " + typeName(dst.cls));
            throw new ThrowNew("java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy object array[] into " + typeName(dst.cls));
        }
        if (len < 0) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length " + len + " is negative");
        if (sp < 0) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: source index " + sp + " out of bounds for " + boundsName(src));
        if (dp < 0) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: destination index " + dp + " out of bounds for " + boundsName(dst));
        if ((long) sp + len > src.length)
            throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index " + ((long) sp + len) + " out of bounds for " + boundsName(src));
        if ((long) dp + len > dst.length)
            throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index " + ((long) dp + len) + " out of bounds for " + boundsName(dst));
        // one visible step: reads the source range, writes the destination range
        if (c.stopAtCopy(src, sp, len, dst, dp, len)) return;
        VmClass dstComp = dst.cls.component;
        if (srcPrim || src == dst || src.cls == dst.cls || src.cls.component.isSubclassOf(dstComp)) {
            GuestMemory.copy(src, sp, dst, dp, len);
            return;
        }
        for (int i = 0; i < len; i++) {
            VmObject e = GuestMemory.element(src, sp + i);
            if (e != null && !e.cls.isSubclassOf(dstComp))
                throw new ThrowNew("java/lang/ArrayStoreException", "arraycopy: element type mismatch: can not cast one of the elements of "
                        + typeName(src.cls) + " to the type of the destination array, " + dstComp.javaName());
            GuestMemory.setElement(dst, dp + i, e);
        }
    }

    private static String boundsName(VmObject a) {
        VmClass comp = a.cls.component;
        String n = comp.isPrimitive() ? comp.name : "object array";
        return n + "[" + a.length + "]";
    }

    static int elementSize(VmClass arrayClass) { return Heap.elementSize(arrayClass.componentKind()); }
}
