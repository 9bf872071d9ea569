package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;

/**
 * Compiles a target program from the test resources (targets/Name.java) and runs it both on the
 * host JVM (java -ea) and in jvsim, so that tests can compare what the two print.
 */
final class TargetRun {
    final String stdout;
    final String stderr;
    final int status;

    private TargetRun(String stdout, String stderr, int status) {
        this.stdout = stdout; this.stderr = stderr; this.status = status;
    }

    /** Compiles targets/{name}.java into a new temporary directory; returns the directory. */
    static Path compile(String name, String... javacOptions) throws IOException {
        Path dir = Files.createTempDirectory("jvsim-target-");
        Path src = dir.resolve("src");
        Files.createDirectories(src);
        Path file = src.resolve(name + ".java");
        try (InputStream in = TargetRun.class.getResourceAsStream("/targets/" + name + ".java")) {
            if (in == null) throw new IOException("missing test resource targets/" + name + ".java");
            Files.write(file, in.readAllBytes());
        }
        Path out = dir.resolve("classes");
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-nowarn", "-Xlint:none"));
        Collections.addAll(args, javacOptions);
        args.add(file.toString());
        StringWriter diagnostics = new StringWriter();
        int rc = javac.run(null, null, new java.io.OutputStream() {
            @Override public void write(int b) { diagnostics.write(b); }
        }, args.toArray(new String[0]));
        assertEquals(0, rc, "javac failed for " + name + ":\n" + diagnostics);
        return out;
    }

    /** Runs the class on the host JVM (the one running the tests): java -ea [-Dk=v...] -cp dir name args. */
    static TargetRun host(Path classes, String mainClass, Map<String, String> props, String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-ea");
        for (Map.Entry<String, String> e : props.entrySet()) cmd.add("-D" + e.getKey() + "=" + e.getValue());
        cmd.add("-cp");
        cmd.add(classes.toString());
        cmd.add(mainClass);
        Collections.addAll(cmd, args);
        Process p = new ProcessBuilder(cmd).start();
        p.getOutputStream().close();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread errPump = new Thread(() -> {
            try { p.getErrorStream().transferTo(err); } catch (IOException ignored) { }
        });
        errPump.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "host JVM timed out");
        errPump.join();
        return new TargetRun(new String(out, StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), p.exitValue());
    }

    /** Runs the class in jvsim with the given extra system properties. */
    static TargetRun vm(Path classes, String mainClass, Map<String, String> props, String... args) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(classes);
        for (Map.Entry<String, String> e : props.entrySet()) cfg.properties.add(new String[]{e.getKey(), e.getValue()});
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        int status = new Vm(cfg).runMain(mainClass, args);
        return new TargetRun(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    @Override public String toString() {
        return "status " + status + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
    }
}
