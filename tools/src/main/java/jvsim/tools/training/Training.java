package jvsim.tools.training;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.tools.Cli;
import jvsim.vm.BootClasses;

/**
 * The training run the {@code ./jvsim} launcher makes after each build, in a host JVM started with
 * {@code -XX:ArchiveClassesAtExit}: runs the CLI in-process the usual ways on {@link LostUpdate} (the
 * default search finding the violation with a JSON report, its replay, the race detector, a single run) so that
 * the class-data sharing archive holds the classes they load, then records the JDK classes the VM
 * parsed for {@link BootClasses#prefetch}.
 *   {@code java -XX:ArchiveClassesAtExit=<archive> -cp <jvsim> jvsim.tools.training.Training <boot-classes-file> <dir of LostUpdate>}
 * Exit status 0 when every run ended as expected, else 4 (the archive is written all the same).
 */
public final class Training {
    private Training() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: Training <boot-classes-file> <class path holding " + LostUpdate.class.getName() + ">");
            System.exit(2);
        }
        System.exit(train(Path.of(args[0]), args[1]) ? 0 : 4);
    }

    /** The training runs on LostUpdate found in classPath; writes bootClasses; true when every run ended as expected. */
    static boolean train(Path bootClasses, String classPath) throws IOException {
        Path report = Files.createTempFile("jvsim-training", ".json");
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        String target = LostUpdate.class.getName();
        boolean expected;
        try {
            // the search finds the lost update (1); the race detector and the single run may or may not report it
            expected = Cli.run(new String[]{"--report=" + report, "-cp", classPath, target}, quiet, quiet) == 1
                    // the report read back (Jackson's reading as well as its writing in the archive)
                    & Cli.run(new String[]{"--replay=" + report}, quiet, quiet) == 1
                    & Cli.run(new String[]{"--listener=race", "-cp", classPath, target}, quiet, quiet) <= 1
                    & Cli.run(new String[]{"--search=none", "-cp", classPath, target}, quiet, quiet) <= 1;
        } finally {
            Files.deleteIfExists(report);
        }
        BootClasses.record(bootClasses);
        return expected;
    }
}
