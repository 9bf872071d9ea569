package jvsim.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.classpath.ClassSource;
import jvsim.vm.classpath.DirSource;
import jvsim.vm.classpath.JarSource;
import jvsim.vm.classpath.JrtSource;
import jvsim.vm.classpath.ModelSource;
import jvsim.vm.indy.CallSiteLinker;
import jvsim.vm.natives.NativeRegistry;

/** One virtual machine: class namespace, heap, threads, interpreter and scheduler. */
public final class Vm {
    public final VmConfig config;
    /** The guest's class library: the JDK at {@link VmConfig#jdkHome}, or the host's. */
    public final JrtSource jdk;
    public final NativeRegistry natives;
    public final Heap heap;
    public final ClassRegistry classes;
    public final Strings strings;
    public final Interpreter interpreter;
    public final Scheduler scheduler;
    private final CallSiteLinker linker;
    final MethodHandleCalls methodHandles;
    /** Number of state restores so far: VM-side caches of target objects made in an earlier state check it. */
    public int restores;
    private StateHasher hasher;

    /** The VM's state hasher (one per VM: hashers keep walk marks in the objects). */
    public StateHasher stateHasher() {
        if (hasher == null) hasher = new StateHasher(this);
        return hasher;
    }
    private final VmClass[] primitiveArrays = new VmClass[12];
    /** The classes, fields and methods of the guest's class library the VM and the natives use (see {@link WellKnown}). */
    public final WellKnown known;
    /** Handler of signature-polymorphic calls (MethodHandle/VarHandle), installed by the natives. */
    public PolymorphicHandler polymorphicHandler;
    public VmThread mainThread;
    /** The target's main method, once started ({@link #startMain}); null before. */
    public VmMethod mainMethod;
    /** The gates (--gate), or null when there are none. */
    public final jvsim.vm.gates.GateTable gates;
    /** Exit status once the target halted (System.exit or end of main), else null. */
    public Integer exitStatus;
    /** Virtual clock in nanoseconds since the VM's epoch. */
    public long clockNanos;
    /** Set by another host thread (e.g. a time limit) to stop the run at the next scheduling turn. */
    public volatile boolean stopRequested;
    int nextThreadId = 1;
    /**
     * JEP 491: the virtual threads whose monitor was released, for the JDK's unblocker thread to take
     * (takeVirtualThreadListToUnblock), linked through VirtualThread.next, newest first; null when none.
     */
    public VmObject virtualThreadsToUnblock;
    /** The thread the interpreter runs (or that runs host code at boot); allocations are stamped with it. */
    public VmThread current;
    /** Set while a search controls the schedule: visible operations become scheduling points. */
    public boolean searching;
    /** Writes of the target to stdout/stderr so far (a step that wrote is observable to the user). */
    public long outputWrites;
    /** The listeners subscribed to optional events in the current execution (see ExecutionListener#events). */
    public ListenerHooks hooks = ListenerHooks.EMPTY;
    /** Which methods' begins and ends are events (see {@link MethodEvents}), or null. */
    private MethodEvents methodEvents;

    /**
     * Makes the begins and ends of the methods events answers for events (null: none) from now on:
     * asks it for every method of the classes loaded so far, and of each class linked later.
     * Nothing happens when events is the one already given.
     */
    public void watchMethods(MethodEvents events) {
        if (events == methodEvents) return;
        methodEvents = events;
        for (VmClass c : classes.loaded()) watch(c);
    }

    /** Sets the events of c's methods (see {@link #watchMethods}). */
    void watch(VmClass c) {
        if (c.declaredMethods == null) return;
        for (VmMethod m : c.declaredMethods)
            m.events = methodEvents == null || m.nativeImpl != null || m.code == null ? 0 : methodEvents.events(m);
    }
    /** Thread objects whose status changed since the last {@link #takeStatusChanges} (while searching). */
    private long[] statusChanges = new long[4];
    private int statusChangeCount;
    /** What is a scheduling point while searching, and what a step is (its --sched mode among the rest). */
    public final SchedulingPolicy policy = new SchedulingPolicy(this);
    /** Thread creation paths to small stable numbers; never reset, so uids survive state restores. */
    private final java.util.Map<String, Integer> threadUids = new java.util.HashMap<>();
    private VmMethod returnOnly;
    /** State kept by native families for this VM (the sandbox, zlib streams, ...), keyed by its class. */
    private final java.util.Map<Class<?>, Object> nativeState = new java.util.HashMap<>();
    /** Everything snapshots, checkpoints and state hashes cover besides objects, classes and threads (see {@link StateComponent}). */
    final StateComponents components = new StateComponents();

    void statusChanged(VmObject threadObj) { statusChangedId(threadObj.id); }

    private void statusChangedId(long id) {
        for (int i = 0; i < statusChangeCount; i++) if (statusChanges[i] == id) return;
        if (statusChangeCount == statusChanges.length) statusChanges = java.util.Arrays.copyOf(statusChanges, statusChangeCount * 2);
        statusChanges[statusChangeCount++] = id;
    }

    /** The ids of the Thread objects whose status changed since the last call, or null. */
    /** Mirrors of the classes whose initialization ended since the last {@link #takeInitsEnded} (while searching). */
    private long[] initsEnded = new long[4];
    private int initsEndedCount;

    /** The ids of the class mirrors whose initialization ended since the last call (see {@link Op#initsEnded}), or null. */
    long[] takeInitsEnded() {
        if (initsEndedCount == 0) return null;
        long[] out = java.util.Arrays.copyOf(initsEnded, initsEndedCount);
        initsEndedCount = 0;
        return out;
    }

    /**
     * Puts back status changes and initialization ends taken by {@link #takeStatusChanges} and
     * {@link #takeInitsEnded} (either may be null): a step set aside those it made before it began
     * an attempt it may undo (see GuardedSteps#enter).
     */
    void putBackChanges(long[] statuses, long[] inits) {
        if (statuses != null) for (long id : statuses) statusChangedId(id);
        if (inits != null) for (long id : inits) {
            boolean seen = false;
            for (int i = 0; i < initsEndedCount; i++) seen |= initsEnded[i] == id;
            if (seen) continue;
            if (initsEndedCount == initsEnded.length) initsEnded = java.util.Arrays.copyOf(initsEnded, initsEndedCount * 2);
            initsEnded[initsEndedCount++] = id;
        }
    }

    long[] takeStatusChanges() {
        if (statusChangeCount == 0) return null;
        long[] out = java.util.Arrays.copyOf(statusChanges, statusChangeCount);
        statusChangeCount = 0;
        return out;
    }

    public Vm(VmConfig config) {
        this(config, NativeRegistry.withProviders(Vm.class.getClassLoader()));
    }

    public Vm(VmConfig config, NativeRegistry natives) {
        this.config = config;
        this.natives = natives;
        this.gates = config.gates.isEmpty() ? null : new jvsim.vm.gates.GateTable(config.gates);
        this.heap = new Heap(this);
        this.strings = new Strings(this);
        List<ClassSource> sources = new ArrayList<>();
        sources.add(new ModelSource(Vm.class.getClassLoader()));
        try {
            this.jdk = JrtSource.of(config.jdkHome);
        } catch (IllegalArgumentException e) {
            throw new VmInputException("--jdk: " + e.getMessage());
        }
        if (config.continuations && jdk.feature() < 21)
            throw new VmInputException("--virtual-threads=continuations needs the class library of JDK 21 or later (the class library is JDK "
                    + jdk.feature() + "'s: choose a newer JDK's with --jdk=<home>)");
        sources.add(jdk);
        for (Path p : config.classpath) {
            if (Files.isDirectory(p)) sources.add(new DirSource(p));
            else if (Files.isRegularFile(p)) {
                try { sources.add(new JarSource(p)); } catch (IOException e) { throw new VmInputException("cannot open class path entry " + p + ": " + e.getMessage()); }
            }
        }
        this.classes = new ClassRegistry(this, sources);
        this.known = new WellKnown(classes);
        this.interpreter = new Interpreter(this);
        this.scheduler = new Scheduler(this);
        this.linker = new CallSiteLinker(this);
        this.methodHandles = new MethodHandleCalls(this);
        if (natives.polymorphic != null) this.polymorphicHandler = natives.polymorphic.apply(this);
        register(new CoreState(this));
        if (gates != null) register(gates);
        register(scheduler.spins);
    }

    /**
     * Registers per-VM state kept outside the target's objects, so that snapshots and checkpoints
     * save and restore it and state hashes cover it (see {@link StateComponent}); returns it.
     */
    public <C extends StateComponent<?>> C register(C component) {
        components.register(component);
        return component;
    }

    // ---------------------------------------------------------------- boot

    /** Brings up the JDK inside the VM: core classes, main thread and group, System.initPhase1. */
    public void boot() {
        known.object.get();
        known.string.get();
        known.classClass.get();
        VmClass noopHolder = known.object.get();
        returnOnly = synthetic(noopHolder, "<jvsim-return>", "()V", new byte[]{(byte) Opcodes.RETURN});
        interpreter.init = new Initializer(this, synthetic(noopHolder, "<clinit>", "()V", new byte[]{(byte) Opcodes.RETURN}),
                synthetic(noopHolder, "<jvsim-init-supers>", "()V", new byte[]{(byte) Opcodes.Q_INIT_SUPERS, (byte) Opcodes.RETURN}));
        for (int t = 4; t <= 11; t++) primitiveArray((byte) t);

        mainThread = newThread(null);
        mainThread.state = VmThread.State.RUNNABLE;
        current = mainThread;
        for (KnownClass c : new KnownClass[]{known.string, known.system, known.classClass, known.threadGroup, known.thread})
            initialize(mainThread, c.get());

        VmClass tg = known.threadGroup.get();
        VmObject systemGroup = heap.newObject(tg);
        callHost(mainThread, known.threadGroupInit.get(), systemGroup);

        VmClass threadClass = known.thread.get();
        VmObject mainObj = heap.newObject(threadClass);
        bindThread(mainThread, mainObj);
        // JDK 17 reads the priority of the current thread, here the one being constructed; later JDKs
        // give an attached thread the normal priority themselves
        if (!known.threadHolder.exists()) mainObj.p[known.threadPriority.field().slot] = 5;
        VmObject mainGroup = heap.newObject(tg);
        callHost(mainThread, known.threadGroupInitNamed.get(), mainGroup, systemGroup, heap.intern("main"));
        callHost(mainThread, known.threadInit.get(), mainObj, mainGroup, heap.intern("main"));
        Threads.setStatus(mainThread, Threads.STATUS_RUNNABLE);

        VmClass moduleClass = known.module.get();
        initialize(mainThread, moduleClass);
        VmObject module = heap.newObject(moduleClass);
        callHost(mainThread, known.moduleInit.get(), module, (VmObject) null);
        classes.setModule(module);

        for (KnownClass c : known.bootInitialized) initialize(mainThread, c.get());

        // from JDK 19, initPhase1 starts the reference handler and finalizer threads through the access
        // Reference's initializer registers: the VM initializes Finalizer (so Reference) first, as HotSpot
        if (known.javaLangRefAccessStartThreads.exists())
            initialize(mainThread, known.finalizer.get());
        callHost(mainThread, known.systemInitPhase1.get());
        // from JDK 18 core reflection runs on java.lang.invoke (JEP 416) and needs it initialized (the
        // flag MethodHandleNatives' initializer sets): the VM initializes it at boot, as HotSpot does
        if (known.miscVmIsJavaLangInvokeInited.exists())
            initialize(mainThread, known.methodHandleNatives.get());
        classes.setModuleLoaderMap(hostStrings(callHost(mainThread, known.moduleLoaderMapBootModules.get())),
                hostStrings(callHost(mainThread, known.moduleLoaderMapPlatformModules.get())));
        // the module system (phase 2) is not modelled: no class is in a named module
        callHost(mainThread, known.miscVmInitLevel.get(), 2);
        // phase 3 creates the built-in class loaders (ClassLoaders.<clinit>) and the system class loader
        callHost(mainThread, known.systemInitPhase3.get());
        classes.setBuiltinLoaders((VmObject) callHost(mainThread, known.classLoadersPlatform.get()),
                (VmObject) callHost(mainThread, known.classLoadersApp.get()));
        BootLayer.registerProviders(this);
    }

    /** Host copies of the strings in a target collection (boot only: runs its toArray). */
    private java.util.Set<String> hostStrings(Object collection) {
        VmObject coll = (VmObject) collection;
        VmObject array = (VmObject) callHost(mainThread, known.collectionToArray.select(coll.cls), coll);
        java.util.Set<String> out = new java.util.HashSet<>();
        for (VmObject s : array.r) out.add(strings.toHost(s));
        return out;
    }

    private VmMethod synthetic(VmClass owner, String name, String desc, byte[] code) {
        return new VmMethod(owner, name, desc, 0x1008 | 0x8, code, 2, 0, new int[0], null, -1);
    }

    /**
     * A visible operation of t at its current instruction: true when t must stop before it (see
     * {@link Interpreter#POINT}); false when it may go on. Only meaningful while searching.
     */
    public boolean schedulingPoint(VmThread t, int kind, VmObject holder, long key) {
        Frame f = t.top;
        return interpreter.stop(t, kind, holder, key, f == null ? null : f.method, f == null ? 0 : f.pc);
    }

    private VmThread unmountedOwner;

    /**
     * The owner of the monitors held by the frames of unmounted virtual threads (JEP 491, see
     * {@link Continuations}): a thread that never runs, alive to no one, the same in every execution.
     */
    VmThread unmountedOwner() {
        if (unmountedOwner == null) unmountedOwner = new VmThread(this, 0, "<unmounted virtual threads>", true);
        return unmountedOwner;
    }

    /** A new thread started by parent (null for main). */
    public VmThread newThread(VmThread parent) {
        String path = parent == null ? "main" : parent.path + "." + (++parent.children);
        VmThread t = new VmThread(this, nextThreadId++, path, parent != null && Threads.userFrame(parent) == null);
        // what its parent saw initialized happened before the start: the child needs no check of it
        if (parent != null && parent.initsSeenCount > 0) {
            t.initsSeen = java.util.Arrays.copyOf(parent.initsSeen, parent.initsSeenCount);
            t.initsSeenCount = parent.initsSeenCount;
        }
        scheduler.add(t);
        return t;
    }

    int threadUid(String path) {
        return threadUids.computeIfAbsent(path, k -> threadUids.size() + 1);
    }

    /**
     * While searching: v was stored where another thread may read it (a shared object, a static,
     * a started thread), so v and everything reachable from it is shared from now on.
     */
    public void publish(VmObject v) {
        if (v == null || v.shared) return;
        java.util.ArrayDeque<VmObject> todo = new java.util.ArrayDeque<>();
        heap.touch(v);
        v.shared = true;
        todo.push(v);
        while (!todo.isEmpty()) {
            VmObject o = todo.pop();
            if (o.r != null) for (VmObject e : o.r) if (e != null && !e.shared) { heap.touch(e); e.shared = true; todo.push(e); }
            if (o.meta instanceof VmObject && !((VmObject) o.meta).shared) { heap.touch((VmObject) o.meta); ((VmObject) o.meta).shared = true; todo.push((VmObject) o.meta); }
        }
    }

    public void bindThread(VmThread t, VmObject threadObj) {
        t.threadObj = threadObj;
        heap.touch(threadObj);
        threadObj.meta = t;
    }

    // ------------------------------------------------------------ host calls

    /** Initializes a class by running its initializers to completion on t (boot only). */
    public void initialize(VmThread t, VmClass c) {
        if (c.initState == VmClass.INITIALIZED) return;
        Frame marker = interpreter.pushFrame(t, returnOnly, Frame.HOST_CALL);
        try {
            interpreter.init.ensure(t, c);
        } catch (ThrowNew e) {
            t.top = marker.caller;
            t.depth--;
            throw new VmInternalError("cannot initialize " + c.javaName() + ": " + e.getMessage());
        }
        runHostFrame(t, c.javaName() + ".<clinit>");
    }

    /**
     * Runs a method to completion on t, nested in host code (used at boot and by tools, never while
     * the scheduler runs threads). Arguments: VmObject, Integer, Long, Float, Double, Boolean or null.
     */
    public Object callHost(VmThread t, VmMethod m, Object... args) {
        if (m == null) throw new VmInternalError("method to call is missing");
        if (m.isStatic() && m.owner.initState != VmClass.INITIALIZED) initialize(t, m.owner);
        Frame f = interpreter.pushFrame(t, m, Frame.HOST_CALL);
        int slot = 0;
        for (Object a : args) {
            if (a == null || a instanceof VmObject) f.r[slot++] = (VmObject) a;
            else if (a instanceof Integer) f.p[slot++] = (Integer) a;
            else if (a instanceof Boolean) f.p[slot++] = (Boolean) a ? 1 : 0;
            else if (a instanceof Long) { f.p[slot] = (Long) a; slot += 2; }
            else if (a instanceof Float) f.p[slot++] = Values.ofFloat((Float) a);
            else if (a instanceof Double) { f.p[slot] = Values.ofDouble((Double) a); slot += 2; }
            else throw new IllegalArgumentException(String.valueOf(a));
        }
        if (m.isSynchronized) throw new VmInternalError("host call of synchronized method " + m);
        if (m.nativeImpl != null) throw new VmInternalError("host call of native " + m);
        runHostFrame(t, m.toString());
        return m.returnKind == 'L' ? t.hostResultR : m.returnKind == 'V' ? null : (Object) t.hostResultP;
    }

    private void runHostFrame(VmThread t, String what) {
        int status = interpreter.run(t, Integer.MAX_VALUE);
        while (status == Interpreter.YIELD) status = interpreter.run(t, Integer.MAX_VALUE);
        if (status == Interpreter.HOST_RETURN) return;
        if (status == Interpreter.HOST_THROW) {
            VmObject e = t.hostResultR;
            Backtrace b = Backtrace.of(this, e);
            String at = b == null || b.methods.length == 0 ? "" : " " + String.join(" ", b.lines().subList(0, Math.min(4, b.methods.length)));
            throw new VmInternalError("exception during " + what + ": " + describeThrowable(e) + at);
        }
        throw new VmInternalError("thread blocked during " + what + " (" + t.waitReason + ")");
    }

    /** "java.lang.Foo: message" for a target throwable, reading its fields directly. */
    public String describeThrowable(VmObject e) {
        if (e == null) return "null";
        String m = detailMessage(e);
        return e.cls.javaName() + (m == null ? "" : ": " + m);
    }

    /** A guest Throwable's detail message (its field, as Throwable.getMessage returns it unless overridden), or null. */
    public String detailMessage(VmObject e) { return strings.toHost(known.throwableDetailMessage.get(e)); }

    // --------------------------------------------------------------- running

    /**
     * Runs the main method of a class like the java launcher; returns the exit status.
     * @throws VmInputException when the class or its main method is missing
     */
    public int runMain(String className, String[] args) {
        boot();
        VmMethod m = findMain(className);
        startMain(m, mainArgs(args));
        return scheduler.runToCompletion();
    }

    /**
     * The main method of a class, like the java launcher finds it (after {@link #boot}), to start
     * with main's String[] (see {@link MainLauncher}: on JDK 25 and later also instance mains and
     * mains without parameters).
     * @throws VmInputException when the class or its main method is missing
     */
    public VmMethod findMain(String className) {
        return MainLauncher.entry(this, loadTargetClass(className), className);
    }

    /** A target class by its binary name (after {@link #boot}); VmInputException when it cannot be loaded. */
    public VmClass loadTargetClass(String className) {
        try {
            return classes.load(className.replace('.', '/'));
        } catch (LinkageFailure f) {
            if (f.errorClass.equals("java/lang/NoClassDefFoundError")) throw new VmInputException("could not find or load main class " + className);
            if (f.errorClass.equals("java/lang/UnsupportedClassVersionError"))
                throw new VmInputException("could not load main class " + className + ": " + f.errorClass.replace('/', '.') + ": " + f.getMessage()
                        + " (the class library is JDK " + jdk.feature() + "'s: choose a newer JDK's with --jdk=<home>)");
            throw new VmInputException("could not load main class " + className + ": " + f.errorClass.replace('/', '.') + ": " + f.getMessage());
        }
    }

    /** A String[] of the target holding args. */
    public VmObject mainArgs(String[] args) {
        VmObject argv = heap.newArray(classes.arrayOf(classes.stringClass()), args.length);
        for (int i = 0; i < args.length; i++) argv.r[i] = strings.newString(args[i]);
        return argv;
    }

    /**
     * Switches the VM to searching (after boot, before the first snapshot): visible operations
     * become scheduling points and everything that exists now counts as shared, since it is
     * reachable from statics or system threads.
     */
    public void startSearching(SchedMode schedMode) {
        // system threads (the reference handler) run until they wait, so they never compete for choices
        for (VmThread t : scheduler.threads()) {
            if (t == mainThread) continue;
            int status = Interpreter.YIELD;
            for (int i = 0; i < 1000 && t.state == VmThread.State.RUNNABLE && status == Interpreter.YIELD; i++) status = interpreter.run(t, config.quantum);
        }
        searching = true;
        policy.mode(schedMode);
        Roots.reachable(this, o -> { heap.touch(o); o.shared = true; });
    }

    /** Pushes the bottom frame of the main thread: main(args) after main's class initialization. */
    public void startMain(VmMethod m, VmObject... args) {
        mainMethod = m;
        VmThread t = mainThread;
        if (gates != null) {
            gates.reset();
            gates.arm(true);
        }
        Frame f = interpreter.pushFrame(t, m, Frame.NORMAL);
        for (int i = 0; i < args.length; i++) f.r[i] = args[i];
        if (m.owner.initState != VmClass.INITIALIZED) {
            if (interpreter.init.ensure(t, m.owner) && t.top != f) f.pending = true;
        }
    }

    // ----------------------------------------------------------- VM services

    /** Calls visit for every object of the target reachable from its roots (statics, threads, interned strings), once each. */
    public void forEachLiveObject(java.util.function.Consumer<VmObject> visit) { Roots.reachable(this, visit); }

    /**
     * The per-VM state of a native family, created on first use and registered as a state
     * component (so it is saved and restored with the rest; it must start alike whenever made).
     */
    public <T extends StateComponent<?>> T nativeState(Class<T> type, java.util.function.Function<Vm, T> create) {
        Object s = nativeState.get(type);
        if (s == null) {
            T made = create.apply(this);
            register(made);
            nativeState.put(type, made);
            s = made;
        }
        return type.cast(s);
    }

    /**
     * Starts initialization of c on t for a native; true when initializer frames were pushed (or t
     * must wait), in which case the native asks to be re-executed.
     */
    public boolean ensureInitialized(VmThread t, VmClass c) {
        return interpreter.init.ensure(t, c);
    }

    public VmClass primitiveArray(byte atype) {
        VmClass a = primitiveArrays[atype];
        if (a == null) {
            char d = "????ZCFDBSIJ".charAt(atype);
            a = classes.arrayOf(classes.primitive(d));
            primitiveArrays[atype] = a;
        }
        return a;
    }

    /** The thunk of a method type, method handle or dynamic constant of cls (see jvsim.vm.indy.ConstantGenerator). */
    public VmMethod linkConstant(VmClass cls, int index) {
        return linker.linkConstant(cls, index);
    }

    public VmMethod linkCallSite(VmClass cls, int index) {
        VmMethod m = linker.link(cls, index);
        cls.cpCache[index] = m;
        return m;
    }

    Frame polymorphicCall(VmThread t, Frame f, MethodRef mr, VmClass cls, int cpIndex) {
        VmMethod target = mr.method;
        if (target.owner.name.equals(MethodHandleCalls.METHOD_HANDLE)) return methodHandles.call(t, f, mr, cls, cpIndex);
        if (polymorphicHandler == null) throw new ThrowNew("java/lang/UnsatisfiedLinkError", "'" + target.externalSignature() + "'");
        String desc = linkerDescriptor(cls, cpIndex);
        return polymorphicHandler.invoke(t, f, target, desc);
    }

    private static String linkerDescriptor(VmClass cls, int cpIndex) {
        org.apache.bcel.classfile.ConstantCP ref = (org.apache.bcel.classfile.ConstantCP) cls.cp.getConstant(cpIndex);
        org.apache.bcel.classfile.ConstantNameAndType nt = (org.apache.bcel.classfile.ConstantNameAndType) cls.cp.getConstant(ref.getNameAndTypeIndex());
        return nt.getSignature(cls.cp);
    }

    /** HotSpot's ClassCastException message. */
    public String classCastMessage(VmClass from, VmClass to) {
        String a = from.javaName(), b = to.javaName();
        String da = loaderDescription(from), db = loaderDescription(to);
        String tail = da.equals(db) ? a + " and " + b + " are in " + da : a + " is in " + da + "; " + b + " is in " + db;
        return "class " + a + " cannot be cast to class " + b + " (" + tail + ")";
    }

    /** HotSpot's "X is in module M of loader L" for error messages. */
    String classInModuleOfLoader(VmClass c) {
        return c.javaName() + " is in " + loaderDescription(c);
    }

    private String loaderDescription(VmClass c) {
        VmClass e = c.isArray() ? c.elementClass : c;
        if (e.isPrimitive() || e.jdk && jdk.moduleOf(e.packageName()) != null) {
            String mod = e.isPrimitive() ? "java.base" : jdk.moduleOf(e.packageName());
            return "module " + mod + " of loader " + (e.loader == null ? "'bootstrap'" : e.loader == classes.loaders.platform ? "'platform'" : "'app'");
        }
        return "unnamed module of loader 'app'";
    }

    public String threadName(VmObject threadObj) {
        if (threadObj == null || threadObj.cls != nameClass && !known.thread.isInstance(threadObj)) return "?";
        nameClass = threadObj.cls;
        VmObject name = known.threadName.get(threadObj);
        if (name == null) return null;
        // a search names every thread at every step: the host copy of each name string is kept
        // (guest strings do not change), one per slot
        int slot = System.identityHashCode(name) & (names.length - 1);
        if (names[slot] != name) {
            names[slot] = name;
            hostNames[slot] = strings.toHost(name);
        }
        return hostNames[slot];
    }

    /** A class of Thread objects (see threadName). */
    private VmClass nameClass;
    /** Guest thread-name strings and their host copies (see threadName). */
    private final VmObject[] names = new VmObject[32];
    private final String[] hostNames = new String[32];

    void monitorReleased(VmObject o) { scheduler.wakeMonitor(o); }

    void classInitEnded(VmClass c) {
        if (searching && c.mirror != null) {
            if (initsEndedCount == initsEnded.length) initsEnded = java.util.Arrays.copyOf(initsEnded, initsEndedCount * 2);
            initsEnded[initsEndedCount++] = c.mirror.id;
        }
        scheduler.wakeClassInit(c);
    }

    /** Called when an allocation of request bytes would take the bytes allocated since the last census past the bound. */
    void heapPressure(long request) {
        long live = new HeapCensus(this).liveBytes();
        heap.allocatedSinceCensus = live;
        // the request itself counts: one huge array must fail here, before the host allocates it
        if (request > config.maxHeapBytes - live) throw new ThrowNew("java/lang/OutOfMemoryError", "Java heap space");
        heap.allocatedSinceCensus = live + request;
    }

    /**
     * Virtual time: nanoseconds, advanced by sleeping/timed waits and by executed instructions. A
     * read of the clock by the running thread (System.nanoTime, a deadline's computation, a file's
     * time stamp): while early timeouts are explored (see VmConfig#earlyTimeouts), the step that
     * reads it records a read of {@link Op#KEY_CLOCK}, which an early timeout writes.
     */
    public long nanoTime() {
        VmThread t = current;
        if (searching && t != null) scheduler.spins.unforeseen(t);
        if (searching && config.earlyTimeouts > 0 && t != null && t.executing != null) {
            Op r = t.executing.absorb(Op.READ, clockHolder(), Op.KEY_CLOCK, t.top == null ? null : t.top.method, t.top == null ? 0 : t.top.pc);
            r.what = "the clock";
        }
        return now();
    }

    /** Virtual time as the scheduler sees it: {@link #nanoTime} without a read of any thread's. */
    public long now() {
        return clockNanos + interpreter.instructions;
    }

    /** The holder of the clock's location ({@link Op#KEY_CLOCK}): java.lang.System's mirror, loaded at boot. */
    public VmObject clockHolder() {
        return known.system.mirror();
    }
}
