package jvsim.natives;

import jvsim.vm.ThrowNew;
import jvsim.vm.VmIgnored;
import jvsim.vm.natives.NativeRegistry;

/** The VM side of the target-facing API in jvsim.api (model-classes). */
final class ApiNatives {
    private ApiNatives() {}

    static void register(NativeRegistry r) {
        String verify = "jvsim/api/Verify";
        r.register(verify, "getInt", "(II)I", c -> {
            int min = c.i(0), max = c.i(1);
            if (min > max) throw new ThrowNew("java/lang/IllegalArgumentException", "min " + min + " > max " + max);
            c.ret(c.vm.scheduler.chooseValue(c.thread, min, max));
        });
        r.register(verify, "ignoreExecution", "()V", c -> { throw new VmIgnored(); });
    }
}
