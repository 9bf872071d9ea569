package jvsim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Helpers of the launcher tests: target programs compiled here, jvsim processes started and awaited. */
final class Launches {
    private Launches() {}

    /** The repository: tests run in the module's directory. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** Two threads increment a counter without a lock: a lost update under some schedule (exit status 1). */
    static final String RACY = "public class Racy { static int x; public static void main(String[] a) throws Exception {"
            + " Thread t = new Thread(() -> x++); t.start(); x++; t.join();"
            + " if (x != 2) throw new AssertionError(\"lost update: x = \" + x); System.out.println(\"x=\" + x); } }";
    /** The same increments synchronized: correct under every schedule (exit status 0). */
    static final String SAFE = "public class Safe { static int x; static synchronized void inc() { x++; }"
            + " public static void main(String[] a) throws Exception { Thread t = new Thread(Safe::inc); t.start(); inc(); t.join();"
            + " if (x != 2) throw new AssertionError(\"lost update: x = \" + x); System.out.println(\"x=\" + x + \" \" + String.join(\",\", a)); } }";

    /** Compiles Racy and Safe into dir/classes. */
    static Path compilePrograms(Path dir) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src")), classes = Files.createDirectories(dir.resolve("classes"));
        Files.writeString(src.resolve("Racy.java"), RACY);
        Files.writeString(src.resolve("Safe.java"), SAFE);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "--release", "17", "-d", classes.toString(),
                src.resolve("Racy.java").toString(), src.resolve("Safe.java").toString());
        assertEquals(0, status, "javac failed");
        return classes;
    }

    record Result(int status, String out, String err) {
        @Override public String toString() {
            return "exit status " + status + "\n--- stdout:\n" + out + "--- stderr:\n" + err;
        }
    }

    /** A started command, its output going to files (no pipe to fill). */
    static final class Launch {
        final Process process;
        final Path out, err;

        Launch(Process process, Path out, Path err) {
            this.process = process;
            this.out = out;
            this.err = err;
        }

        String errSoFar() throws IOException {
            return Files.readString(err, StandardCharsets.UTF_8);
        }

        /** Waits for the end; on a timeout kills the command and what it started, and fails. */
        Result await(long minutes) throws IOException, InterruptedException {
            if (!process.waitFor(minutes, TimeUnit.MINUTES)) {
                kill();
                throw new AssertionError("did not end within " + minutes + " minutes; stderr:\n" + errSoFar());
            }
            Result r = new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), errSoFar());
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            return r;
        }

        void kill() {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    /**
     * Starts command in the directory dir without standard input, with the test's JDK as JAVA_HOME and
     * the given environment variables on top of this process's.
     */
    static Launch start(Path dir, Map<String, String> env, String... command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().remove("JVSIM_JAVA_OPTS");
        pb.environment().putAll(env);
        Path out = Files.createTempFile("jvsim-launch", ".out"), err = Files.createTempFile("jvsim-launch", ".err");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        return new Launch(pb.start(), out, err);
    }

    static Result run(Path dir, Map<String, String> env, String... command) throws IOException, InterruptedException {
        return start(dir, env, command).await(15);
    }

    /** Starts the command n times at once and waits for all. */
    static List<Result> concurrently(int n, long minutes, Path dir, Map<String, String> env, String... command)
            throws IOException, InterruptedException {
        List<Launch> launches = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) launches.add(start(dir, env, command));
            List<Result> results = new ArrayList<>();
            for (Launch l : launches) results.add(l.await(minutes));
            return results;
        } finally {
            launches.forEach(Launch::kill);
        }
    }
}
