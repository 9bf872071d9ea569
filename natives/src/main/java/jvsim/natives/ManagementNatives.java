package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.VmClass;
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
        vm.add("getLiveThreadCount", "()I", c -> c.ret(threads(c, true, false)));
        vm.add("getDaemonThreadCount", "()I", c -> c.ret(threads(c, true, true)));

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
                c -> c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.classes.load("java/lang/management/MemoryPoolMXBean")))));
        mem.add("getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;",
                c -> c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.classes.load("java/lang/management/MemoryManagerMXBean")))));
        reg.redirect("sun/management/MemoryImpl", "getMemoryUsage0", "(Z)Ljava/lang/management/MemoryUsage;",
                "jvsim/model/MemoryUsages", "getMemoryUsage0", "(Ljava/lang/Object;Z)Ljava/lang/management/MemoryUsage;");
    }

    /** VMManagementImpl's optional capabilities: none (see the class comment). */
    private static void optionalSupport(NativeCall c) {
        VmClass k = c.method.owner;
        for (String f : new String[] {"compTimeMonitoringSupport", "threadContentionMonitoringSupport", "currentThreadCpuTimeSupport",
                "otherThreadCpuTimeSupport", "objectMonitorUsageSupport", "synchronizerUsageSupport", "threadAllocatedMemorySupport",
                "remoteDiagnosticCommandsSupport", "gcNotificationSupport"})
            GuestMemory.setStaticPrim(k, k.declaredField(f, "Z").slot, 0);
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
}
