package jvsim.natives;

import jvsim.vm.KnownField;
import jvsim.vm.GuestMemory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.Frame;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * The deterministic system: system properties, CDS, signals, VM bookkeeping and references are
 * answered with fixed values so one schedule always gives one execution.
 */
final class SystemNatives {
    private SystemNatives() {}

    /** Wall-clock time at virtual time zero: 2024-01-01T00:00:00Z. */
    static final long EPOCH_MILLIS = 1_704_067_200_000L;

    static void register(NativeRegistry r) {
        String raw = "jdk/internal/util/SystemProps$Raw";
        r.register(raw, "vmProperties", "()[Ljava/lang/String;", SystemNatives::vmProperties);
        r.register(raw, "platformProperties", "()[Ljava/lang/String;", SystemNatives::platformProperties);

        String cds = "jdk/internal/misc/CDS";
        r.register(cds, "isDumpingClassList0", "()Z", c -> c.ret(false));
        r.register(cds, "isDumpingArchive0", "()Z", c -> c.ret(false));
        r.register(cds, "isSharingEnabled0", "()Z", c -> c.ret(false));
        r.register(cds, "getRandomSeedForDumping", "()J", c -> c.ret(0L));
        r.register(cds, "initializeFromArchive", "(Ljava/lang/Class;)V", c -> { });
        r.register(cds, "defineArchivedModules", "(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", c -> { });
        r.register(cds, "logLambdaFormInvoker", "(Ljava/lang/String;)V", c -> { });
        // JDK 21 and later: no archive is used or dumped (no bit of CDS.configStatus set)
        r.register(cds, "getCDSConfigStatus", "()I", c -> c.ret(0));
        r.register(cds, "needsClassInitBarrier0", "(Ljava/lang/Class;)Z", c -> c.ret(false));
        // preview features are off (the java launcher's default, without --enable-preview)
        r.register("jdk/internal/misc/PreviewFeatures", "isPreviewEnabled", "()Z", c -> c.ret(false));

        String vm = "jdk/internal/misc/VM";
        r.register(vm, "initialize", "()V", c -> { });
        r.register(vm, "initializeFromArchive", "(Ljava/lang/Class;)V", c -> { });
        r.register(vm, "getNanoTimeAdjustment", "(J)J", c -> {
            long offsetSec = c.j(0);
            long nowNanos = EPOCH_MILLIS * 1_000_000L + c.vm.nanoTime();
            long diff = nowNanos - offsetSec * 1_000_000_000L;
            c.ret(diff);
        });
        r.register(vm, "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;", SystemNatives::latestUserDefinedLoader);
        r.register(vm, "getuid", "()J", c -> c.ret(1000L));
        r.register(vm, "geteuid", "()J", c -> c.ret(1000L));
        r.register(vm, "getgid", "()J", c -> c.ret(1000L));
        r.register(vm, "getegid", "()J", c -> c.ret(1000L));
        r.register(vm, "getRuntimeArguments", "()[Ljava/lang/String;", c ->
                c.ret(c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.stringClass()), 0)));

        // the deterministic system runs in UTC, as its clock starts at a fixed instant
        r.register("java/util/TimeZone", "getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;", c -> c.retString("UTC"));
        r.register("java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;", c -> c.retString("GMT"));

        r.register("jdk/internal/misc/Signal", "findSignal0", "(Ljava/lang/String;)I", c -> c.ret(-1));
        r.register("jdk/internal/misc/Signal", "handle0", "(IJ)J", c -> c.ret(0L));
        r.register("jdk/internal/misc/Signal", "raise0", "(I)V", c -> { });
        r.register("jdk/internal/misc/ScopedMemoryAccess", "registerNatives", "()V", c -> { });
        // a read of referent, which another thread's clear() writes: a step of its own, as a getfield
        r.register("java/lang/ref/Reference", "refersTo0", "(Ljava/lang/Object;)Z", SystemNatives::refersTo);
        r.register("java/lang/ref/Reference", "clear0", "()V", SystemNatives::clear);
        // JDK 21 and later: PhantomReference.clear clears as Reference.clear does
        r.register("java/lang/ref/PhantomReference", "clear0", "()V", SystemNatives::clear);
        r.register("java/lang/ref/PhantomReference", "refersTo0", "(Ljava/lang/Object;)Z", SystemNatives::refersTo);
        // no GC-driven reference processing: the pending list never fills, its handler thread waits forever
        r.register("java/lang/ref/Reference", "waitForReferencePendingList", "()V", c -> {
            c.thread.state = jvsim.vm.VmThread.State.WAITING;
            c.thread.waitReason = "reference pending list (never filled in jvsim)";
            c.thread.blockPhase = jvsim.vm.VmThread.BlockPhase.WAITING;
            c.reexecute = true;
        });
        r.register("java/lang/ref/Reference", "getAndClearReferencePendingList", "()Ljava/lang/ref/Reference;", c -> c.ret((VmObject) null));
        r.register("java/lang/ref/Reference", "hasReferencePendingList", "()Z", c -> c.ret(false));
        r.register("java/lang/ref/Finalizer", "isFinalizationEnabled", "()Z", c -> c.ret(false));
        // JDK 21 and later: the end of a finalizer, for the VM's statistics of finalization (which is disabled)
        r.register("java/lang/ref/Finalizer", "reportComplete", "(Ljava/lang/Object;)V", c -> { });
        r.register("jdk/internal/platform/CgroupMetrics", "isContainerized0", "()Z", c -> c.ret(false));
        // no CPU features for the Vector API's intrinsics: an interpreter has none
        r.register("jdk/internal/vm/vector/VectorSupport", "getCPUFeatures", "()Ljava/lang/String;", c -> c.retString(""));
        // substitution: a Cleaner's thread waits for references the VM never enqueues (above), so it is not
        // started: it would only be a daemon thread waking every 60 s, which keeps time passing and hides
        // deadlocks of the program (sockets register with the common Cleaner); clean() still runs actions
        r.register("jdk/internal/ref/CleanerImpl", "start", "(Ljava/lang/ref/Cleaner;Ljava/util/concurrent/ThreadFactory;)V", c -> { });

        String ac = "java/security/AccessController";
        r.register(ac, "getStackAccessControlContext", "()Ljava/security/AccessControlContext;", c -> c.ret((VmObject) null));
        r.register(ac, "getInheritedAccessControlContext", "()Ljava/security/AccessControlContext;", c -> c.ret((VmObject) null));
        r.register(ac, "getProtectionDomain", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", c -> c.ret((VmObject) null));
        r.register(ac, "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", c -> { });

        String refl = "jdk/internal/reflect/Reflection";
        r.register(refl, "getCallerClass", "()Ljava/lang/Class;", SystemNatives::callerClass);
        r.register(refl, "getClassAccessFlags", "(Ljava/lang/Class;)I", c -> c.ret(c.o(0).mirrored().access & 0xffff));
        r.register(refl, "areNestMates", "(Ljava/lang/Class;Ljava/lang/Class;)Z", c -> c.ret(nestHost(c.o(0).mirrored()).equals(nestHost(c.o(1).mirrored()))));
    }

    static final String HOST_JAVA_HOME = System.getProperty("java.home");

    /** The java.home of the guest's class library: the host's, or the JDK --jdk chose. */
    static String javaHome(jvsim.vm.Vm vm) { return vm.jdk.isHost() ? HOST_JAVA_HOME : vm.jdk.home().toString(); }

    /** The target class path as the java launcher passes it: the entries as given, joined with ':'. */
    private static String classPath(NativeCall c) {
        StringBuilder b = new StringBuilder();
        for (java.nio.file.Path p : c.vm.config.classpath) {
            if (b.length() > 0) b.append(java.io.File.pathSeparatorChar);
            b.append(p);
        }
        return b.toString();
    }

    static String nestHost(VmClass k) {
        return k.nestHost != null ? k.nestHost : k.name;
    }

    /** The class of the caller of the method that called getCallerClass, skipping reflection frames. */
    private static void callerClass(NativeCall c) {
        Frame f = c.thread.top;
        if (f != null) f = f.caller;
        while (f != null && isReflectionFrame(f)) f = f.caller;
        c.ret(f == null ? null : f.method.owner.mirror);
    }

    /** The loader of the nearest caller not defined by the boot or platform loader (reflection skipped), or null. */
    private static void latestUserDefinedLoader(NativeCall c) {
        jvsim.vm.BuiltinLoaders loaders = c.vm.classes.loaders;
        for (Frame f = c.thread.top; f != null; f = f.caller) {
            if (isReflectionFrame(f)) continue;
            VmObject l = f.method.owner.loader;
            if (l != null && l != loaders.platform) { c.ret(l); return; }
        }
        c.ret((VmObject) null);
    }

    private static boolean isReflectionFrame(Frame f) {
        String owner = f.method.owner.name;
        if (owner.equals("java/lang/reflect/Method") && f.method.name.equals("invoke")) return true;
        if (owner.startsWith("jdk/internal/reflect/")) return true;
        return HiddenFrames.isHidden(f.method);
    }

    private static void vmProperties(NativeCall c) {
        Map<String, String> p = new LinkedHashMap<>();
        // the JDK whose class library runs in the VM (its lib/ and conf/ files are readable)
        String home = javaHome(c.vm), version = Integer.toString(c.vm.jdk.feature());
        p.put("java.home", home);
        p.put("java.vm.specification.name", "Java Virtual Machine Specification");
        p.put("java.vm.specification.vendor", "Oracle Corporation");
        p.put("java.vm.specification.version", version);
        p.put("java.vm.name", "jvsim");
        p.put("java.vm.vendor", "jvsim");
        p.put("java.vm.version", version);
        p.put("java.vm.info", "interpreted mode");
        p.put("jdk.debug", "release");
        p.put("sun.boot.library.path", home + "/lib");
        p.put("java.library.path", "");
        p.put("java.class.path", classPath(c));
        p.put("sun.java.launcher", "SUN_STANDARD");
        p.put("sun.nio.MaxDirectMemorySize", "-1");
        p.put("sun.nio.PageAlignDirectMemory", "false");
        p.put("sun.reflect.noInflation", "true");
        p.put("java.lang.invoke.MethodHandle.DUMP_CLASS_FILES", "false");
        for (String[] kv : c.vm.config.properties) p.put(kv[0], kv[1]);
        List<String> flat = new ArrayList<>();
        for (Map.Entry<String, String> e : p.entrySet()) { flat.add(e.getKey()); flat.add(e.getValue()); }
        c.ret(stringArray(c, flat.toArray(new String[0])));
    }

    private static void platformProperties(NativeCall c) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("_display_country_NDX", null);
        v.put("_display_language_NDX", "en");
        v.put("_file_encoding_NDX", "UTF-8");
        v.put("_native_encoding_NDX", "UTF-8"); // JDK 18 and later: file.encoding is UTF-8 by default (JEP 400)
        v.put("_file_separator_NDX", "/");
        v.put("_format_language_NDX", "en");
        v.put("_java_io_tmpdir_NDX", "/tmp");
        v.put("_line_separator_NDX", "\n");
        v.put("_os_arch_NDX", "amd64");
        v.put("_os_name_NDX", "Linux");
        v.put("_os_version_NDX", "6.0");
        v.put("_path_separator_NDX", ":");
        v.put("_sun_arch_data_model_NDX", "64");
        v.put("_sun_cpu_endian_NDX", "little");
        v.put("_sun_io_unicode_encoding_NDX", "UnicodeLittle");
        v.put("_sun_jnu_encoding_NDX", "UTF-8");
        v.put("_sun_stdout_encoding_NDX", null);
        v.put("_sun_stderr_encoding_NDX", null);
        v.put("_user_dir_NDX", c.vm.config.userDir);
        v.put("_user_home_NDX", "/home/jvsim");
        v.put("_user_name_NDX", "jvsim");
        String[] out = new String[c.vm.known.systemPropsRawFixedLength.constant()];
        for (KnownField.StaticInt f : c.vm.known.systemPropsRawIndexes) {
            if (!v.containsKey(f.name)) throw new IllegalStateException("no value for SystemProps.Raw." + f.name);
            if (f.exists() && f.field().constantValue instanceof Integer) out[f.constant()] = v.get(f.name);
        }
        c.ret(stringArray(c, out));
    }

    static VmObject stringArray(NativeCall c, String[] values) {
        VmObject[] strings = new VmObject[values.length];
        for (int i = 0; i < values.length; i++) strings[i] = values[i] == null ? null : c.vm.strings.newString(values[i]);
        return GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.classes.stringClass()), strings);
    }

    /** Reference.refersTo0: whether the referent is the argument, read at a scheduling point (clear0 writes it at one). */
    private static void refersTo(NativeCall c) {
        VmObject self = c.self();
        VmField f = c.vm.known.referenceReferent.field();
        if (c.stopAtField(jvsim.vm.Op.READ, self, f, false)) return;
        c.ret(GuestMemory.ref(self, f) == c.o(1));
    }

    /** Reference.clear0: a write of referent another thread may read (Reference.get is a plain getfield), at a scheduling point. */
    private static void clear(NativeCall c) {
        VmObject self = c.self();
        VmField f = c.vm.known.referenceReferent.field();
        if (c.stopAtField(jvsim.vm.Op.WRITE, self, f, false)) return;
        GuestMemory.setRef(self, f, null);
    }
}
