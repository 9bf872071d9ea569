package conformance;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.PlatformLoggingMXBean;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * java.lang.management and the platform MBean server: the standard MXBeans are registered, an MBean
 * of the program's own registers and is read through the server, and the MXBeans' figures are
 * consistent (what is printed holds on any VM, so the output is the host's).
 */
public class Management {
    /** The program's MBean interface. */
    public interface CounterMBean {
        int getCount();
        void increment();
    }

    /** The program's MBean. */
    public static class Counter implements CounterMBean {
        private int count;
        @Override public synchronized int getCount() { return count; }
        @Override public synchronized void increment() { count++; }
    }

    public static void main(String[] args) throws Exception {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        System.out.println("same server: " + (server == ManagementFactory.getPlatformMBeanServer()));
        for (String name : new String[] {"java.lang:type=Runtime", "java.lang:type=Threading", "java.lang:type=Memory",
                "java.lang:type=ClassLoading", "java.lang:type=OperatingSystem", "java.util.logging:type=Logging"})
            System.out.println(name + " registered: " + server.isRegistered(new ObjectName(name)));
        ObjectName mine = new ObjectName("conformance:type=Counter");
        Counter c = new Counter();
        server.registerMBean(c, mine);
        server.invoke(mine, "increment", null, null);
        c.increment();
        System.out.println("Count attribute: " + server.getAttribute(mine, "Count"));
        server.unregisterMBean(mine);
        System.out.println("unregistered: " + !server.isRegistered(mine));

        RuntimeMXBean rt = ManagementFactory.getRuntimeMXBean();
        System.out.println("pid positive: " + (rt.getPid() > 0) + ", uptime >= 0: " + (rt.getUptime() >= 0)
                + ", started before now: " + (rt.getStartTime() <= System.currentTimeMillis()));
        System.out.println("spec: " + rt.getSpecName() + " " + rt.getSpecVersion());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Thread t = new Thread(() -> { });
        int before = threads.getThreadCount();
        long started = threads.getTotalStartedThreadCount();
        t.start();
        t.join();
        System.out.println("live threads >= 1: " + (before >= 1) + ", daemons <= live: " + (threads.getDaemonThreadCount() <= threads.getThreadCount())
                + ", started grows: " + (threads.getTotalStartedThreadCount() > started));
        System.out.println("classes loaded: " + (ManagementFactory.getClassLoadingMXBean().getLoadedClassCount() > 100));
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        System.out.println("heap used <= committed: " + (heap.getUsed() <= heap.getCommitted()) + ", committed <= max: "
                + (heap.getMax() < 0 || heap.getCommitted() <= heap.getMax()));
        System.out.println("processors: " + (ManagementFactory.getOperatingSystemMXBean().getAvailableProcessors() == Runtime.getRuntime().availableProcessors()));
        PlatformLoggingMXBean logging = ManagementFactory.getPlatformMXBean(PlatformLoggingMXBean.class);
        java.util.logging.Logger.getLogger("conformance.management");
        System.out.println("logger known: " + logging.getLoggerNames().contains("conformance.management"));
    }
}
