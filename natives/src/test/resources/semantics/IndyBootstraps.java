import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** A user-defined bootstrap method with StringConcatFactory.makeConcatWithConstants's signature. */
public class IndyBootstraps {
    public static CallSite makeConcatWithConstants(MethodHandles.Lookup l, String name, MethodType type, String recipe, Object... constants) throws Exception {
        System.out.println("bootstrap " + name + type + " caller " + l.lookupClass().getName() + " recipe " + recipe.replace('\u0001', '#')
                + " constants " + constants.length);
        MethodHandle m = l.findStatic(IndyBootstraps.class, "render", MethodType.methodType(String.class, String.class, int.class));
        return new ConstantCallSite(MethodHandles.insertArguments(m, 0, recipe).asType(type));
    }

    static String render(String recipe, int v) { return "custom[" + recipe.replace("\u0001", String.valueOf(v)) + "]"; }
}
