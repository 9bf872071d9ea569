import java.io.*;
import java.net.*;

/**
 * Tries what jvsim's sandbox must refuse and prints one line per attempt: "name: ok" or
 * "name: ExceptionClass: message". args[0] is a host directory outside the class path that holds
 * a file "secret.txt" and a file "victim.txt".
 */
public class SandboxProbe {
    interface Act { Object run() throws Exception; }

    static void t(String name, Act a) {
        try {
            Object r = a.run();
            System.out.println(name + ": ok " + r);
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        File dir = new File(args[0]);
        t("write", () -> { new FileOutputStream(new File(dir, "written.txt")).close(); return null; });
        t("append", () -> { new FileWriter(new File(dir, "victim.txt"), true).close(); return null; });
        t("read outside", () -> { new FileInputStream(new File(dir, "secret.txt")).close(); return null; });
        t("raf rw", () -> new RandomAccessFile(new File(dir, "victim.txt"), "rw"));
        t("exists outside", () -> new File(dir, "secret.txt").exists());
        t("list outside", () -> dir.list());
        t("delete", () -> new File(dir, "victim.txt").delete());
        t("mkdir", () -> new File(dir, "newdir").mkdir());
        t("rename", () -> new File(dir, "victim.txt").renameTo(new File(dir, "renamed.txt")));
        t("create", () -> new File(dir, "created.txt").createNewFile());
        t("temp file", () -> File.createTempFile("probe", ".tmp", dir));
        t("read class path", () -> {
            try (InputStream in = new FileInputStream(new File(SandboxProbe.class.getResource("SandboxProbe.class").toURI()))) {
                return in.readAllBytes().length > 0;
            }
        });
        t("link out of the class path", () -> {
            File classes = new File(SandboxProbe.class.getResource("SandboxProbe.class").toURI()).getParentFile();
            new FileInputStream(new File(classes, "leak.txt")).close();
            return null;
        });
        t("linked directory", () -> {
            File classes = new File(SandboxProbe.class.getResource("SandboxProbe.class").toURI()).getParentFile();
            return new File(classes, "leakdir/secret.txt").exists();
        });
        String javaHome = System.getProperty("java.home");
        t("jdk conf", () -> {
            try (InputStream in = new FileInputStream(javaHome + "/conf/security/java.security")) {
                return in.readAllBytes().length > 0;
            }
        });
        t("jdk bin", () -> new File(javaHome, "bin/java").exists());
        t("process", () -> new ProcessBuilder("true").start());
        t("exec", () -> Runtime.getRuntime().exec(new String[]{"true"}));
        t("socket", () -> new Socket(InetAddress.getByAddress(new byte[] {10, 1, 2, 3}), 80));
        t("server socket", () -> new ServerSocket(0).getLocalPort());
        t("datagram", () -> {
            try (DatagramSocket s = new DatagramSocket()) { // a datagram socket of the VM's loopback: a foreign address is refused
                s.send(new DatagramPacket(new byte[1], 1, InetAddress.getByAddress(new byte[] {10, 1, 2, 3}), 53));
                return s.getLocalPort();
            }
        });
        t("lookup", () -> InetAddress.getByName("example.org"));
        t("environment", () -> System.getenv().size());
    }
}
