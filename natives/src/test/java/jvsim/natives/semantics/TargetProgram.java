package jvsim.natives.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.tools.ToolProvider;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;

/**
 * A class directory of target programs compiled from the test resources (semantics/Name.java),
 * which a test may then alter (delete or recompile classes, patch versions) to make bad input, and
 * run in jvsim or on the host JVM, the reference.
 */
final class TargetProgram {
    final Path classes;

    private TargetProgram(Path classes) { this.classes = classes; }

    /** Compiles the named resources together into base/classes. */
    static TargetProgram compile(Path base, String... sources) throws IOException {
        TargetProgram t = new TargetProgram(Files.createDirectories(base.resolve("classes")));
        t.compileMore(sources);
        return t;
    }

    /** Compiles a source file of the repository (without -g: no local variable names) into base/classes. */
    static TargetProgram compileFile(Path base, Path source) throws IOException {
        TargetProgram t = new TargetProgram(Files.createDirectories(base.resolve("classes")));
        t.javac(List.of(source.toString()));
        return t;
    }

    /** Compiles more resources against the classes already there, replacing classes of the same name. */
    void compileMore(String... sources) throws IOException {
        Path src = Files.createTempDirectory(classes.getParent(), "src");
        List<String> files = new ArrayList<>();
        for (String name : sources) {
            Path file = src.resolve(name + ".java");
            Files.createDirectories(file.getParent()); // a name may have directories (a package)
            try (InputStream in = TargetProgram.class.getResourceAsStream("/semantics/" + name + ".java")) {
                if (in == null) throw new IOException("missing test resource semantics/" + name + ".java");
                Files.write(file, in.readAllBytes());
            }
            files.add(file.toString());
        }
        javac(files);
    }

    private void javac(List<String> files) {
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", classes.toString(), "-nowarn", "-Xlint:none"));
        args.addAll(files);
        StringWriter diagnostics = new StringWriter();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, new WriterStream(diagnostics), args.toArray(new String[0]));
        assertEquals(0, rc, "javac failed:\n" + diagnostics);
    }

    void delete(String className) throws IOException {
        Files.delete(classFile(className));
    }

    /** Rewrites the major version in a class file's header (bytes 6 and 7). */
    void setMajorVersion(String className, int major) throws IOException {
        byte[] b = Files.readAllBytes(classFile(className));
        b[6] = (byte) (major >> 8);
        b[7] = (byte) major;
        Files.write(classFile(className), b);
    }

    Path classFile(String className) { return classes.resolve(className.replace('.', '/') + ".class"); }

    /** Runs main in jvsim; tweak adjusts the configuration (heap bound, ...). */
    Run vm(String main, Consumer<VmConfig> tweak) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(classes);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        tweak.accept(cfg);
        int status = new Vm(cfg).runMain(main, new String[0]);
        return new Run(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    Run vm(String main) { return vm(main, cfg -> { }); }

    /** Runs main on the host JVM with -ea, like jvsim's default. */
    Run host(String main, String... jvmOptions) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-ea"));
        Collections.addAll(cmd, jvmOptions);
        cmd.addAll(List.of("-cp", classes.toString(), main));
        Path errFile = Files.createTempFile(classes.getParent(), "stderr", ".txt");
        Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "host JVM hangs on " + main);
        return new Run(new String(out, StandardCharsets.UTF_8), Files.readString(errFile), p.exitValue());
    }

    /** Runs main on the host and in jvsim; stdout and exit status must be the same. Returns jvsim's run. */
    Run sameAsHost(String main) throws IOException, InterruptedException {
        Run host = host(main);
        Run vm = vm(main);
        assertEquals(host.stdout, vm.stdout, main + ": stdout differs from the host's; jvsim stderr:\n" + vm.stderr + "\nhost stderr:\n" + host.stderr);
        assertEquals(host.status, vm.status, main + ": exit status differs; jvsim stderr:\n" + vm.stderr);
        return vm;
    }

    record Run(String stdout, String stderr, int status) {
        /** Asserts that stdout has this exact line. */
        void hasLine(String line) {
            assertTrue(("\n" + stdout).contains("\n" + line + "\n"), () -> "missing line: " + line + "\n--- stdout:\n" + stdout);
        }
    }

    private static final class WriterStream extends java.io.OutputStream {
        private final Writer w;
        WriterStream(Writer w) { this.w = w; }
        @Override public void write(int b) throws IOException { w.write(b); }
    }
}
