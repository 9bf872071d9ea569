package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox (targets/SandboxProbe): inside jvsim a target can read only its class path and the
 * JDK's files (and --mount directories), changes only its in-memory file system, cannot start
 * processes, open sockets or look up names; each refusal is an exception in the target saying so,
 * and the host directory stays untouched.
 */
class SandboxTest {
    private static Map<String, String> results;
    private static Path outside;
    private static String vmStdout;

    @TempDir
    static Path temp;

    @BeforeAll
    static void probe() throws Exception {
        Path classes = TargetRun.compile("SandboxProbe");
        outside = Files.createDirectory(temp.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), "secret");
        Files.writeString(outside.resolve("victim.txt"), "victim");
        // links in the class path that lead outside it
        Files.createSymbolicLink(classes.resolve("leak.txt"), outside.resolve("secret.txt"));
        Files.createSymbolicLink(classes.resolve("leakdir"), outside);
        TargetRun run = TargetRun.vm(classes, "SandboxProbe", Map.of(), outside.toString());
        assertEquals(0, run.status, run.toString());
        vmStdout = run.stdout;
        results = new LinkedHashMap<>();
        for (String line : run.stdout.split("\n")) {
            int colon = line.indexOf(": ");
            results.put(line.substring(0, colon), line.substring(colon + 2));
        }
    }

    /** A host directory the target does not see cannot be read or changed: the sandbox's message. */
    static final String READ_REFUSED = "only the class path, the JDK's files and --mount directories can be read";

    private static void refused(String attempt, String exception, String reason) {
        String r = results.get(attempt);
        assertTrue(r != null && r.startsWith(exception + ": "), attempt + " gave " + r + "\n" + vmStdout);
        assertTrue(r.contains("jvsim sandbox") && r.contains(reason), attempt + " gave " + r);
    }

    @Test
    void writingAndChangingFilesIsRefused() throws Exception {
        refused("write", "java.io.FileNotFoundException", READ_REFUSED);
        refused("append", "java.io.FileNotFoundException", READ_REFUSED);
        refused("raf rw", "java.io.FileNotFoundException", READ_REFUSED);
        refused("delete", "java.lang.SecurityException", READ_REFUSED);
        refused("mkdir", "java.lang.SecurityException", READ_REFUSED);
        refused("rename", "java.lang.SecurityException", READ_REFUSED);
        refused("create", "java.lang.SecurityException", READ_REFUSED);
        refused("temp file", "java.lang.SecurityException", READ_REFUSED);
        // the host directory is exactly as the test left it
        try (Stream<Path> files = Files.list(outside)) {
            assertEquals(2, files.count());
        }
        assertEquals("victim", Files.readString(outside.resolve("victim.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void readingOutsideTheClassPathIsRefused() {
        refused("read outside", "java.io.FileNotFoundException", READ_REFUSED);
        refused("exists outside", "java.lang.SecurityException", READ_REFUSED);
        refused("list outside", "java.lang.SecurityException", READ_REFUSED);
        assertEquals("ok true", results.get("read class path"));
        refused("link out of the class path", "java.io.FileNotFoundException", READ_REFUSED);
        refused("linked directory", "java.lang.SecurityException", READ_REFUSED);
    }

    @Test
    void theJdksFilesAreReadable() {
        // conf/security/java.security may be a link out of java.home (Debian): the JDK's files are trusted
        assertEquals("ok true", results.get("jdk conf"));
        refused("jdk bin", "java.lang.SecurityException", READ_REFUSED);
    }

    @Test
    void processesAreRefused() {
        refused("process", "java.io.IOException", "starting processes is refused");
        assertTrue(results.get("process").contains("Cannot run program \"true\""), results.get("process"));
        refused("exec", "java.io.IOException", "starting processes is refused");
    }

    @Test
    void networkIsRefusedButTheTargetsOwnLoopback() {
        refused("socket", "java.net.SocketException", "network access is refused");
        // the target's own loopback runs inside the VM (SocketsTest): a listener gets a port
        assertTrue(results.get("server socket").startsWith("ok "), results.get("server socket"));
        refused("datagram", "java.net.SocketException", "network access is refused");
        refused("lookup", "java.net.UnknownHostException", "network access is refused");
    }

    @Test
    void theEnvironmentIsEmpty() {
        assertEquals("ok 0", results.get("environment"));
        assertFalse(vmStdout.contains(System.getenv().getOrDefault("HOME", "\u0000")), "host environment leaked");
    }
}
