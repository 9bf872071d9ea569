package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Programs of Java 21 and 25 (src/java21/java/conformance21, compiled with --release 21 and with
 * --release 25; src/java25/java/conformance25, --release 25): pattern matching in switch, record
 * patterns, sealed types, unnamed variables, flexible constructor bodies, module imports, scoped
 * values, virtual threads. Each runs on the installed JDK 25 (java -ea) and in jvsim on that JDK's class
 * library; stdout and the exit status must be identical. Programs listed in
 * conformance-known-gaps-java25.txt (each with the reason) are skipped, saying why. Skipped with a message
 * naming the missing JDK where no JDK 25 is installed (see {@link Jdk25}).
 */
@Tag("jdk25")
class Java25ConformanceTest {
    @TestFactory
    Stream<DynamicTest> programsBehaveAsOnJdk25() throws IOException {
        Map<String, String> gaps = new LinkedHashMap<>();
        for (String l : ConformanceTest.lines("/conformance-known-gaps-java25.txt")) {
            int sp = l.indexOf(' ');
            gaps.put(sp < 0 ? l : l.substring(0, sp), sp < 0 ? "" : l.substring(sp).strip());
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : Java25Programs.programs(Java25Programs.JAVA21, "conformance21")) {
            tests.add(test(name, 21, gaps));
            tests.add(test(name, 25, gaps));
        }
        for (String name : Java25Programs.programs(Java25Programs.JAVA25, "conformance25")) tests.add(test(name, 25, gaps));
        return tests.stream();
    }

    private static DynamicTest test(String name, int release, Map<String, String> gaps) {
        return DynamicTest.dynamicTest(name + " (--release " + release + ")", () -> {
            Path jdk = Jdk25.home();
            assumeFalse(gaps.containsKey(name), () -> "known gap on JDK 25: " + gaps.get(name));
            Path classes = Java25Programs.classes(jdk, release);
            Process host = new ProcessBuilder(jdk.resolve("bin/java").toString(), "-ea", "-cp", classes.toString(), name)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            host.getOutputStream().close();
            String hostOut = new String(host.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!host.waitFor(60, TimeUnit.SECONDS)) {
                host.destroyForcibly();
                throw new AssertionError(name + " hangs on JDK 25");
            }
            ConformanceTest.Result vm = Jdk25ConformanceTest.runInVm(jdk, classes, name);
            assertEquals(hostOut, vm.stdout, name + ": stdout differs (stderr in jvsim:\n" + vm.stderr + ")");
            assertEquals(host.exitValue(), vm.status, name + ": exit status differs (stderr in jvsim:\n" + vm.stderr + ")");
        });
    }
}
