package jvsim.tools;

import java.nio.file.Path;
import java.util.Arrays;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;

/** Development runner: java jvsim.tools.DevRun <classpath> <main> [args]. */
public final class DevRun {
    public static void main(String[] args) {
        VmConfig cfg = new VmConfig();
        for (String p : args[0].split(":")) cfg.classpath.add(Path.of(p));
        Vm vm = new Vm(cfg);
        long t0 = System.nanoTime();
        int status = vm.runMain(args[1], Arrays.copyOfRange(args, 2, args.length));
        System.err.println("[devrun] exit " + status + " in " + (System.nanoTime() - t0) / 1_000_000 + " ms, " + vm.interpreter.instructions + " instructions");
        System.exit(status);
    }
}
