package jvsim.tools.training;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's training run: its CLI runs end as expected and it records the JDK classes the boot parses. */
class TrainingTest {
    @TempDir
    Path dir;

    @Test
    void runsTheCliOnTheLostUpdateAndRecordsTheBootClasses() throws Exception {
        Path list = dir.resolve("boot-classes.txt");
        String classPath = Path.of(LostUpdate.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        assertTrue(Training.train(list, classPath), "the search finds the lost update");
        List<String> keys = Files.readAllLines(list);
        assertTrue(keys.contains("jrt:/!java/lang/Object") && keys.contains("jrt:/!java/lang/Thread"), keys.toString());
    }
}
